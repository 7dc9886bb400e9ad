/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Status_DeniedInputs */

const en_dashboard_status_denied = /** @type {(inputs: Dashboard_Status_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denied`)
};

const bn_dashboard_status_denied = /** @type {(inputs: Dashboard_Status_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নামঞ্জুর`)
};

/**
* | output |
* | --- |
* | "Denied" |
*
* @param {Dashboard_Status_DeniedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_status_denied = /** @type {((inputs?: Dashboard_Status_DeniedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Status_DeniedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_status_denied(inputs)
	return en_dashboard_status_denied(inputs)
});
