/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Page_For_InstructorsInputs */

const en_dashboard_page_for_instructors = /** @type {(inputs: Dashboard_Page_For_InstructorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is for instructors.`)
};

const bn_dashboard_page_for_instructors = /** @type {(inputs: Dashboard_Page_For_InstructorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেজটি ইনস্ট্রাক্টরদের জন্য।`)
};

/**
* | output |
* | --- |
* | "This page is for instructors." |
*
* @param {Dashboard_Page_For_InstructorsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_page_for_instructors = /** @type {((inputs?: Dashboard_Page_For_InstructorsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Page_For_InstructorsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_page_for_instructors(inputs)
	return en_dashboard_page_for_instructors(inputs)
});
