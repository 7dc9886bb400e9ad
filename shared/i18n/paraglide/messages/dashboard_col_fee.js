/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Col_FeeInputs */

const en_dashboard_col_fee = /** @type {(inputs: Dashboard_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee`)
};

const bn_dashboard_col_fee = /** @type {(inputs: Dashboard_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফি`)
};

/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Dashboard_Col_FeeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_col_fee = /** @type {((inputs?: Dashboard_Col_FeeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Col_FeeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_col_fee(inputs)
	return en_dashboard_col_fee(inputs)
});
