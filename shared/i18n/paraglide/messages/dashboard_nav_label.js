/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Nav_LabelInputs */

const en_dashboard_nav_label = /** @type {(inputs: Dashboard_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

const bn_dashboard_nav_label = /** @type {(inputs: Dashboard_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ড্যাশবোর্ড`)
};

/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Dashboard_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_nav_label = /** @type {((inputs?: Dashboard_Nav_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Nav_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_nav_label(inputs)
	return en_dashboard_nav_label(inputs)
});
