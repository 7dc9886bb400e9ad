/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Selection_Total_OtherInputs */

const en_selection_total_other = /** @type {(inputs: Selection_Total_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total (${i?.count} classes)`)
};

const bn_selection_total_other = /** @type {(inputs: Selection_Total_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`মোট (${i?.count}টি ক্লাস)`)
};

/**
* | output |
* | --- |
* | "Total ({count} classes)" |
*
* @param {Selection_Total_OtherInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_total_other = /** @type {((inputs: Selection_Total_OtherInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Total_OtherInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_total_other(inputs)
	return en_selection_total_other(inputs)
});
