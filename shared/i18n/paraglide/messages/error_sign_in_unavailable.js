/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Sign_In_UnavailableInputs */

const en_error_sign_in_unavailable = /** @type {(inputs: Error_Sign_In_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in cannot be checked right now. Please try again soon.`)
};

const bn_error_sign_in_unavailable = /** @type {(inputs: Error_Sign_In_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই মুহূর্তে লগইন যাচাই করা যাচ্ছে না। একটু পরে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Sign-in cannot be checked right now. Please try again soon." |
*
* @param {Error_Sign_In_UnavailableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_sign_in_unavailable = /** @type {((inputs?: Error_Sign_In_UnavailableInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Sign_In_UnavailableInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_sign_in_unavailable(inputs)
	return en_error_sign_in_unavailable(inputs)
});
