/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Checking_AccessInputs */

const en_dashboard_checking_access = /** @type {(inputs: Dashboard_Checking_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your access`)
};

const bn_dashboard_checking_access = /** @type {(inputs: Dashboard_Checking_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার অ্যাক্সেস যাচাই করা হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Checking your access" |
*
* @param {Dashboard_Checking_AccessInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_checking_access = /** @type {((inputs?: Dashboard_Checking_AccessInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Checking_AccessInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_checking_access(inputs)
	return en_dashboard_checking_access(inputs)
});
