/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Gateway_UnavailableInputs */

const en_error_gateway_unavailable = /** @type {(inputs: Error_Gateway_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment service could not be reached. Nothing was charged: please try again in a moment.`)
};

const bn_error_gateway_unavailable = /** @type {(inputs: Error_Gateway_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট সেবার সাথে যোগাযোগ করা যায়নি। কোনো টাকা কাটা হয়নি: একটু পরে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "The payment service could not be reached. Nothing was charged: please try again in a moment." |
*
* @param {Error_Gateway_UnavailableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_gateway_unavailable = /** @type {((inputs?: Error_Gateway_UnavailableInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Gateway_UnavailableInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_gateway_unavailable(inputs)
	return en_error_gateway_unavailable(inputs)
});
