/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Sign_In_For_Own_ClassesInputs */

const en_error_sign_in_for_own_classes = /** @type {(inputs: Error_Sign_In_For_Own_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see your own classes.`)
};

const bn_error_sign_in_for_own_classes = /** @type {(inputs: Error_Sign_In_For_Own_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নিজের ক্লাসগুলো দেখতে লগইন করুন।`)
};

/**
* | output |
* | --- |
* | "Sign in to see your own classes." |
*
* @param {Error_Sign_In_For_Own_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_sign_in_for_own_classes = /** @type {((inputs?: Error_Sign_In_For_Own_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Sign_In_For_Own_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_sign_in_for_own_classes(inputs)
	return en_error_sign_in_for_own_classes(inputs)
});
