/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Empty_TitleInputs */

const en_admin_users_empty_title = /** @type {(inputs: Admin_Users_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No users yet`)
};

const bn_admin_users_empty_title = /** @type {(inputs: Admin_Users_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো ইউজার নেই`)
};

/**
* | output |
* | --- |
* | "No users yet" |
*
* @param {Admin_Users_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_users_empty_title = /** @type {((inputs?: Admin_Users_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_users_empty_title(inputs)
	return en_admin_users_empty_title(inputs)
});
