/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Currency_MyrInputs */

const en_currency_myr = /** @type {(inputs: Currency_MyrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MYR`)
};

const bn_currency_myr = /** @type {(inputs: Currency_MyrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিঙ্গিত`)
};

/**
* | output |
* | --- |
* | "MYR" |
*
* @param {Currency_MyrInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const currency_myr = /** @type {((inputs?: Currency_MyrInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_MyrInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_currency_myr(inputs)
	return en_currency_myr(inputs)
});
