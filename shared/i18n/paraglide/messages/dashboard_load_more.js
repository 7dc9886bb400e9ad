/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Load_MoreInputs */

const en_dashboard_load_more = /** @type {(inputs: Dashboard_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

const bn_dashboard_load_more = /** @type {(inputs: Dashboard_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আরও দেখুন`)
};

/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Dashboard_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_load_more = /** @type {((inputs?: Dashboard_Load_MoreInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Load_MoreInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_load_more(inputs)
	return en_dashboard_load_more(inputs)
});
