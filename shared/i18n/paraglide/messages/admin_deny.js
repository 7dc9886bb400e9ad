/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_DenyInputs */

const en_admin_deny = /** @type {(inputs: Admin_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deny`)
};

const bn_admin_deny = /** @type {(inputs: Admin_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নামঞ্জুর করুন`)
};

/**
* | output |
* | --- |
* | "Deny" |
*
* @param {Admin_DenyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_deny = /** @type {((inputs?: Admin_DenyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DenyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_deny(inputs)
	return en_admin_deny(inputs)
});
