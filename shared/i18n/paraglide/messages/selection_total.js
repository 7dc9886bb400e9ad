/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_TotalInputs */

const en_selection_total = /** @type {(inputs: Selection_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const bn_selection_total = /** @type {(inputs: Selection_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মোট`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Selection_TotalInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_total = /** @type {((inputs?: Selection_TotalInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_TotalInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_total(inputs)
	return en_selection_total(inputs)
});
