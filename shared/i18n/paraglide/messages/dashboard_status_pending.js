/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Status_PendingInputs */

const en_dashboard_status_pending = /** @type {(inputs: Dashboard_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pending`)
};

const bn_dashboard_status_pending = /** @type {(inputs: Dashboard_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অপেক্ষমাণ`)
};

/**
* | output |
* | --- |
* | "pending" |
*
* @param {Dashboard_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_status_pending = /** @type {((inputs?: Dashboard_Status_PendingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Status_PendingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_status_pending(inputs)
	return en_dashboard_status_pending(inputs)
});
