/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Seats_By_ClassInputs */

const en_report_seats_by_class = /** @type {(inputs: Report_Seats_By_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats filled per class`)
};

const bn_report_seats_by_class = /** @type {(inputs: Report_Seats_By_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস অনুযায়ী পূর্ণ আসন`)
};

/**
* | output |
* | --- |
* | "Seats filled per class" |
*
* @param {Report_Seats_By_ClassInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_seats_by_class = /** @type {((inputs?: Report_Seats_By_ClassInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Seats_By_ClassInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_seats_by_class(inputs)
	return en_report_seats_by_class(inputs)
});
