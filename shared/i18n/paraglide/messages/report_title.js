/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_TitleInputs */

const en_report_title = /** @type {(inputs: Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The academy's report`)
};

const bn_report_title = /** @type {(inputs: Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একাডেমির প্রতিবেদন`)
};

/**
* | output |
* | --- |
* | "The academy's report" |
*
* @param {Report_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_title = /** @type {((inputs?: Report_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_title(inputs)
	return en_report_title(inputs)
});
