/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_DeleteInputs */

const en_dashboard_delete = /** @type {(inputs: Dashboard_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const bn_dashboard_delete = /** @type {(inputs: Dashboard_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মুছে ফেলুন`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Dashboard_DeleteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_delete = /** @type {((inputs?: Dashboard_DeleteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_DeleteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_delete(inputs)
	return en_dashboard_delete(inputs)
});
