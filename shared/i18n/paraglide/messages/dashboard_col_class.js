/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Col_ClassInputs */

const en_dashboard_col_class = /** @type {(inputs: Dashboard_Col_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class`)
};

const bn_dashboard_col_class = /** @type {(inputs: Dashboard_Col_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস`)
};

/**
* | output |
* | --- |
* | "Class" |
*
* @param {Dashboard_Col_ClassInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_col_class = /** @type {((inputs?: Dashboard_Col_ClassInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Col_ClassInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_col_class(inputs)
	return en_dashboard_col_class(inputs)
});
