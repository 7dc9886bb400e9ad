/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Currency_UnknownInputs */

const en_validation_currency_unknown = /** @type {(inputs: Validation_Currency_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The currency must be one of USD, BDT, MYR or SAR.`)
};

const bn_validation_currency_unknown = /** @type {(inputs: Validation_Currency_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মুদ্রা অবশ্যই USD, BDT, MYR বা SAR হতে হবে।`)
};

/**
* | output |
* | --- |
* | "The currency must be one of USD, BDT, MYR or SAR." |
*
* @param {Validation_Currency_UnknownInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_currency_unknown = /** @type {((inputs?: Validation_Currency_UnknownInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Currency_UnknownInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_currency_unknown(inputs)
	return en_validation_currency_unknown(inputs)
});
