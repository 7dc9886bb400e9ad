/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Not_AvailableInputs */

const en_dashboard_not_available = /** @type {(inputs: Dashboard_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not available for your account`)
};

const bn_dashboard_not_available = /** @type {(inputs: Dashboard_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেজটি আপনার অ্যাকাউন্টের জন্য নয়`)
};

/**
* | output |
* | --- |
* | "Not available for your account" |
*
* @param {Dashboard_Not_AvailableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_not_available = /** @type {((inputs?: Dashboard_Not_AvailableInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Not_AvailableInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_not_available(inputs)
	return en_dashboard_not_available(inputs)
});
