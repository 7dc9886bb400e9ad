/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Role_FrontdeskInputs */

const en_admin_role_frontdesk = /** @type {(inputs: Admin_Role_FrontdeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`front desk`)
};

const bn_admin_role_frontdesk = /** @type {(inputs: Admin_Role_FrontdeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফ্রন্ট ডেস্ক`)
};

/**
* | output |
* | --- |
* | "front desk" |
*
* @param {Admin_Role_FrontdeskInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_role_frontdesk = /** @type {((inputs?: Admin_Role_FrontdeskInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Role_FrontdeskInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_role_frontdesk(inputs)
	return en_admin_role_frontdesk(inputs)
});
