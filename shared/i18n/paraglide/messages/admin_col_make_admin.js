/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_Make_AdminInputs */

const en_admin_col_make_admin = /** @type {(inputs: Admin_Col_Make_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make Admin`)
};

const bn_admin_col_make_admin = /** @type {(inputs: Admin_Col_Make_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাডমিন বানান`)
};

/**
* | output |
* | --- |
* | "Make Admin" |
*
* @param {Admin_Col_Make_AdminInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_col_make_admin = /** @type {((inputs?: Admin_Col_Make_AdminInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_Make_AdminInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_col_make_admin(inputs)
	return en_admin_col_make_admin(inputs)
});
