/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_EntriesInputs */

const en_report_col_entries = /** @type {(inputs: Report_Col_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joined the line`)
};

const bn_report_col_entries = /** @type {(inputs: Report_Col_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লাইনে যোগ দিয়েছে`)
};

/**
* | output |
* | --- |
* | "Joined the line" |
*
* @param {Report_Col_EntriesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_entries = /** @type {((inputs?: Report_Col_EntriesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_EntriesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_entries(inputs)
	return en_report_col_entries(inputs)
});
