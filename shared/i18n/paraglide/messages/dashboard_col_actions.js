/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Col_ActionsInputs */

const en_dashboard_col_actions = /** @type {(inputs: Dashboard_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const bn_dashboard_col_actions = /** @type {(inputs: Dashboard_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাকশন`)
};

/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Dashboard_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_col_actions = /** @type {((inputs?: Dashboard_Col_ActionsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Col_ActionsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_col_actions(inputs)
	return en_dashboard_col_actions(inputs)
});
