/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_LoadingInputs */

const en_report_loading = /** @type {(inputs: Report_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the report`)
};

const bn_report_loading = /** @type {(inputs: Report_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রতিবেদন লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading the report" |
*
* @param {Report_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_loading = /** @type {((inputs?: Report_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_loading(inputs)
	return en_report_loading(inputs)
});
