/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Account_Not_SavedInputs */

const en_auth_account_not_saved = /** @type {(inputs: Auth_Account_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account was created but could not be saved. Please try logging in.`)
};

const bn_auth_account_not_saved = /** @type {(inputs: Auth_Account_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাকাউন্ট খোলা হয়েছে, কিন্তু সেভ করা যায়নি। একবার লগইন করে দেখুন।`)
};

/**
* | output |
* | --- |
* | "Your account was created but could not be saved. Please try logging in." |
*
* @param {Auth_Account_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_account_not_saved = /** @type {((inputs?: Auth_Account_Not_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Account_Not_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_account_not_saved(inputs)
	return en_auth_account_not_saved(inputs)
});
