/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Gateway_UnknownInputs */

const en_validation_gateway_unknown = /** @type {(inputs: Validation_Gateway_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to pay: bKash or SSLCommerz.`)
};

const bn_validation_gateway_unknown = /** @type {(inputs: Validation_Gateway_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কীভাবে পেমেন্ট করবেন বেছে নিন: বিকাশ বা এসএসএলকমার্জ।`)
};

/**
* | output |
* | --- |
* | "Choose how to pay: bKash or SSLCommerz." |
*
* @param {Validation_Gateway_UnknownInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_gateway_unknown = /** @type {((inputs?: Validation_Gateway_UnknownInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Gateway_UnknownInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_gateway_unknown(inputs)
	return en_validation_gateway_unknown(inputs)
});
