/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_UnreachableInputs */

const en_error_client_unreachable = /** @type {(inputs: Error_Client_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the server. Please try again in a moment.`)
};

const bn_error_client_unreachable = /** @type {(inputs: Error_Client_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সার্ভারের সাথে যোগাযোগ করা যায়নি। একটু পরে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not reach the server. Please try again in a moment." |
*
* @param {Error_Client_UnreachableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_unreachable = /** @type {((inputs?: Error_Client_UnreachableInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_UnreachableInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_unreachable(inputs)
	return en_error_client_unreachable(inputs)
});
