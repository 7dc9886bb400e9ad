/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Role_FrontdeskInputs */

const en_dashboard_role_frontdesk = /** @type {(inputs: Dashboard_Role_FrontdeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Front desk`)
};

const bn_dashboard_role_frontdesk = /** @type {(inputs: Dashboard_Role_FrontdeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফ্রন্ট ডেস্ক`)
};

/**
* | output |
* | --- |
* | "Front desk" |
*
* @param {Dashboard_Role_FrontdeskInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_role_frontdesk = /** @type {((inputs?: Dashboard_Role_FrontdeskInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Role_FrontdeskInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_role_frontdesk(inputs)
	return en_dashboard_role_frontdesk(inputs)
});
