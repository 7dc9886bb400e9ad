/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Page_For_FrontdeskInputs */

const en_dashboard_page_for_frontdesk = /** @type {(inputs: Dashboard_Page_For_FrontdeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is for the front desk and admins.`)
};

const bn_dashboard_page_for_frontdesk = /** @type {(inputs: Dashboard_Page_For_FrontdeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেজটি ফ্রন্ট ডেস্ক ও অ্যাডমিনদের জন্য।`)
};

/**
* | output |
* | --- |
* | "This page is for the front desk and admins." |
*
* @param {Dashboard_Page_For_FrontdeskInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_page_for_frontdesk = /** @type {((inputs?: Dashboard_Page_For_FrontdeskInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Page_For_FrontdeskInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_page_for_frontdesk(inputs)
	return en_dashboard_page_for_frontdesk(inputs)
});
