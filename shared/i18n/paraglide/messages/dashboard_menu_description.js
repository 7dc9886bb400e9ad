/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_DescriptionInputs */

const en_dashboard_menu_description = /** @type {(inputs: Dashboard_Menu_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages of your dashboard`)
};

const bn_dashboard_menu_description = /** @type {(inputs: Dashboard_Menu_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ড্যাশবোর্ডের পেজগুলো`)
};

/**
* | output |
* | --- |
* | "Pages of your dashboard" |
*
* @param {Dashboard_Menu_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_description = /** @type {((inputs?: Dashboard_Menu_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_description(inputs)
	return en_dashboard_menu_description(inputs)
});
