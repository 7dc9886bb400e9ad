/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Gateway_Not_OfferedInputs */

const en_error_gateway_not_offered = /** @type {(inputs: Error_Gateway_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This way to pay is not offered for these classes: choose another.`)
};

const bn_error_gateway_not_offered = /** @type {(inputs: Error_Gateway_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসগুলোর জন্য এভাবে পেমেন্ট করা যায় না: অন্য একটি উপায় বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "This way to pay is not offered for these classes: choose another." |
*
* @param {Error_Gateway_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_gateway_not_offered = /** @type {((inputs?: Error_Gateway_Not_OfferedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Gateway_Not_OfferedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_gateway_not_offered(inputs)
	return en_error_gateway_not_offered(inputs)
});
