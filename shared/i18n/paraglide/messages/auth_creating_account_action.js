/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Creating_Account_ActionInputs */

const en_auth_creating_account_action = /** @type {(inputs: Auth_Creating_Account_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating an account`)
};

const bn_auth_creating_account_action = /** @type {(inputs: Auth_Creating_Account_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাকাউন্ট খোলা`)
};

/**
* | output |
* | --- |
* | "Creating an account" |
*
* @param {Auth_Creating_Account_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_creating_account_action = /** @type {((inputs?: Auth_Creating_Account_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Creating_Account_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_creating_account_action(inputs)
	return en_auth_creating_account_action(inputs)
});
