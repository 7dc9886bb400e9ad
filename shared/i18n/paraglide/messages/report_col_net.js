/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_NetInputs */

const en_report_col_net = /** @type {(inputs: Report_Col_NetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Net`)
};

const bn_report_col_net = /** @type {(inputs: Report_Col_NetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নিট`)
};

/**
* | output |
* | --- |
* | "Net" |
*
* @param {Report_Col_NetInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_net = /** @type {((inputs?: Report_Col_NetInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_NetInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_net(inputs)
	return en_report_col_net(inputs)
});
