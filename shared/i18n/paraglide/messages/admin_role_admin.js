/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Role_AdminInputs */

const en_admin_role_admin = /** @type {(inputs: Admin_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

const bn_admin_role_admin = /** @type {(inputs: Admin_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাডমিন`)
};

/**
* | output |
* | --- |
* | "admin" |
*
* @param {Admin_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_role_admin = /** @type {((inputs?: Admin_Role_AdminInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Role_AdminInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_role_admin(inputs)
	return en_admin_role_admin(inputs)
});
