/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_Manage_UsersInputs */

const en_dashboard_menu_manage_users = /** @type {(inputs: Dashboard_Menu_Manage_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Users`)
};

const bn_dashboard_menu_manage_users = /** @type {(inputs: Dashboard_Menu_Manage_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইউজার ম্যানেজমেন্ট`)
};

/**
* | output |
* | --- |
* | "Manage Users" |
*
* @param {Dashboard_Menu_Manage_UsersInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_manage_users = /** @type {((inputs?: Dashboard_Menu_Manage_UsersInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_Manage_UsersInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_manage_users(inputs)
	return en_dashboard_menu_manage_users(inputs)
});
