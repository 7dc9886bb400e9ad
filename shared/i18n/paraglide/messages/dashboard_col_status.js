/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Col_StatusInputs */

const en_dashboard_col_status = /** @type {(inputs: Dashboard_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const bn_dashboard_col_status = /** @type {(inputs: Dashboard_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অবস্থা`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Dashboard_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_col_status = /** @type {((inputs?: Dashboard_Col_StatusInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Col_StatusInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_col_status(inputs)
	return en_dashboard_col_status(inputs)
});
