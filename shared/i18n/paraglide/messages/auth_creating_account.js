/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Creating_AccountInputs */

const en_auth_creating_account = /** @type {(inputs: Auth_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating your account…`)
};

const bn_auth_creating_account = /** @type {(inputs: Auth_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাকাউন্ট খোলা হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Creating your account…" |
*
* @param {Auth_Creating_AccountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_creating_account = /** @type {((inputs?: Auth_Creating_AccountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Creating_AccountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_creating_account(inputs)
	return en_auth_creating_account(inputs)
});
