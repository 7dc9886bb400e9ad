/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Status_ApprovedInputs */

const en_dashboard_status_approved = /** @type {(inputs: Dashboard_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approved`)
};

const bn_dashboard_status_approved = /** @type {(inputs: Dashboard_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অনুমোদিত`)
};

/**
* | output |
* | --- |
* | "approved" |
*
* @param {Dashboard_Status_ApprovedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_status_approved = /** @type {((inputs?: Dashboard_Status_ApprovedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Status_ApprovedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_status_approved(inputs)
	return en_dashboard_status_approved(inputs)
});
