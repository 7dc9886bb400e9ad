/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Role_AdminInputs */

const en_dashboard_role_admin = /** @type {(inputs: Dashboard_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const bn_dashboard_role_admin = /** @type {(inputs: Dashboard_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাডমিন`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Dashboard_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_role_admin = /** @type {((inputs?: Dashboard_Role_AdminInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Role_AdminInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_role_admin(inputs)
	return en_dashboard_role_admin(inputs)
});
