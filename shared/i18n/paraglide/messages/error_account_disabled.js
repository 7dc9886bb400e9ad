/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_DisabledInputs */

const en_error_account_disabled = /** @type {(inputs: Error_Account_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account has been disabled. Contact the academy.`)
};

const bn_error_account_disabled = /** @type {(inputs: Error_Account_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই অ্যাকাউন্টটি বন্ধ করে দেওয়া হয়েছে। একাডেমির সাথে যোগাযোগ করুন।`)
};

/**
* | output |
* | --- |
* | "This account has been disabled. Contact the academy." |
*
* @param {Error_Account_DisabledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_account_disabled = /** @type {((inputs?: Error_Account_DisabledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_DisabledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_account_disabled(inputs)
	return en_error_account_disabled(inputs)
});
