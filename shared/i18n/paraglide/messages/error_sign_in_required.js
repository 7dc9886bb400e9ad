/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Sign_In_RequiredInputs */

const en_error_sign_in_required = /** @type {(inputs: Error_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to do that.`)
};

const bn_error_sign_in_required = /** @type {(inputs: Error_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এটি করতে লগইন করুন।`)
};

/**
* | output |
* | --- |
* | "Sign in to do that." |
*
* @param {Error_Sign_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_sign_in_required = /** @type {((inputs?: Error_Sign_In_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Sign_In_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_sign_in_required(inputs)
	return en_error_sign_in_required(inputs)
});
