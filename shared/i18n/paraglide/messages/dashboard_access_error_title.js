/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Access_Error_TitleInputs */

const en_dashboard_access_error_title = /** @type {(inputs: Dashboard_Access_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not check your access`)
};

const bn_dashboard_access_error_title = /** @type {(inputs: Dashboard_Access_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার অ্যাক্সেস যাচাই করা যায়নি`)
};

/**
* | output |
* | --- |
* | "We could not check your access" |
*
* @param {Dashboard_Access_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_access_error_title = /** @type {((inputs?: Dashboard_Access_Error_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Access_Error_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_access_error_title(inputs)
	return en_dashboard_access_error_title(inputs)
});
