/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Seats_HeadingInputs */

const en_report_seats_heading = /** @type {(inputs: Report_Seats_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats filled`)
};

const bn_report_seats_heading = /** @type {(inputs: Report_Seats_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পূর্ণ আসন`)
};

/**
* | output |
* | --- |
* | "Seats filled" |
*
* @param {Report_Seats_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_seats_heading = /** @type {((inputs?: Report_Seats_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Seats_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_seats_heading(inputs)
	return en_report_seats_heading(inputs)
});
