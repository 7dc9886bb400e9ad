/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Waitlist_HeadingInputs */

const en_report_waitlist_heading = /** @type {(inputs: Report_Waitlist_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlist demand`)
};

const bn_report_waitlist_heading = /** @type {(inputs: Report_Waitlist_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অপেক্ষা তালিকার চাহিদা`)
};

/**
* | output |
* | --- |
* | "Waitlist demand" |
*
* @param {Report_Waitlist_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_waitlist_heading = /** @type {((inputs?: Report_Waitlist_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Waitlist_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_waitlist_heading(inputs)
	return en_report_waitlist_heading(inputs)
});
