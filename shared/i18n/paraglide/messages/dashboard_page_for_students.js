/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Page_For_StudentsInputs */

const en_dashboard_page_for_students = /** @type {(inputs: Dashboard_Page_For_StudentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is for students.`)
};

const bn_dashboard_page_for_students = /** @type {(inputs: Dashboard_Page_For_StudentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেজটি শিক্ষার্থীদের জন্য।`)
};

/**
* | output |
* | --- |
* | "This page is for students." |
*
* @param {Dashboard_Page_For_StudentsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_page_for_students = /** @type {((inputs?: Dashboard_Page_For_StudentsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Page_For_StudentsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_page_for_students(inputs)
	return en_dashboard_page_for_students(inputs)
});
