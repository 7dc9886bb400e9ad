/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Make_FrontdeskInputs */

const en_admin_make_frontdesk = /** @type {(inputs: Admin_Make_FrontdeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make Front Desk`)
};

const bn_admin_make_frontdesk = /** @type {(inputs: Admin_Make_FrontdeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফ্রন্ট ডেস্ক বানান`)
};

/**
* | output |
* | --- |
* | "Make Front Desk" |
*
* @param {Admin_Make_FrontdeskInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_make_frontdesk = /** @type {((inputs?: Admin_Make_FrontdeskInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Make_FrontdeskInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_make_frontdesk(inputs)
	return en_admin_make_frontdesk(inputs)
});
