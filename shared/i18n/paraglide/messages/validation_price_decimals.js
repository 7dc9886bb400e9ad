/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Price_DecimalsInputs */

const en_validation_price_decimals = /** @type {(inputs: Validation_Price_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price can have at most 2 decimals.`)
};

const bn_validation_price_decimals = /** @type {(inputs: Validation_Price_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফি-তে দশমিকের পরে সর্বোচ্চ দুই ঘর থাকতে পারে।`)
};

/**
* | output |
* | --- |
* | "Price can have at most 2 decimals." |
*
* @param {Validation_Price_DecimalsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_price_decimals = /** @type {((inputs?: Validation_Price_DecimalsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Price_DecimalsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_price_decimals(inputs)
	return en_validation_price_decimals(inputs)
});
