/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Browse_ClassesInputs */

const en_dashboard_browse_classes = /** @type {(inputs: Dashboard_Browse_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse classes`)
};

const bn_dashboard_browse_classes = /** @type {(inputs: Dashboard_Browse_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসগুলো দেখুন`)
};

/**
* | output |
* | --- |
* | "Browse classes" |
*
* @param {Dashboard_Browse_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_browse_classes = /** @type {((inputs?: Dashboard_Browse_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Browse_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_browse_classes(inputs)
	return en_dashboard_browse_classes(inputs)
});
