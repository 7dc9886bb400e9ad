/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_Without_SeatInputs */

const en_report_col_without_seat = /** @type {(inputs: Report_Col_Without_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Got no seat`)
};

const bn_report_col_without_seat = /** @type {(inputs: Report_Col_Without_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আসন পায়নি`)
};

/**
* | output |
* | --- |
* | "Got no seat" |
*
* @param {Report_Col_Without_SeatInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_without_seat = /** @type {((inputs?: Report_Col_Without_SeatInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_Without_SeatInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_without_seat(inputs)
	return en_report_col_without_seat(inputs)
});
