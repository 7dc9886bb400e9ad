/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Price_Not_A_NumberInputs */

const en_validation_price_not_a_number = /** @type {(inputs: Validation_Price_Not_A_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price must be a number.`)
};

const bn_validation_price_not_a_number = /** @type {(inputs: Validation_Price_Not_A_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফি অবশ্যই একটি সংখ্যা হতে হবে।`)
};

/**
* | output |
* | --- |
* | "The price must be a number." |
*
* @param {Validation_Price_Not_A_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_price_not_a_number = /** @type {((inputs?: Validation_Price_Not_A_NumberInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Price_Not_A_NumberInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_price_not_a_number(inputs)
	return en_validation_price_not_a_number(inputs)
});
