/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Offline_ActionInputs */

const en_admin_users_offline_action = /** @type {(inputs: Admin_Users_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing roles and deleting users`)
};

const bn_admin_users_offline_action = /** @type {(inputs: Admin_Users_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রোল বদলানো আর ইউজার মুছে ফেলা`)
};

/**
* | output |
* | --- |
* | "Changing roles and deleting users" |
*
* @param {Admin_Users_Offline_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_users_offline_action = /** @type {((inputs?: Admin_Users_Offline_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Offline_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_users_offline_action(inputs)
	return en_admin_users_offline_action(inputs)
});
