/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Selection_Total_OneInputs */

const en_selection_total_one = /** @type {(inputs: Selection_Total_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total (${i?.count} class)`)
};

const bn_selection_total_one = /** @type {(inputs: Selection_Total_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`মোট (${i?.count}টি ক্লাস)`)
};

/**
* | output |
* | --- |
* | "Total ({count} class)" |
*
* @param {Selection_Total_OneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_total_one = /** @type {((inputs: Selection_Total_OneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Total_OneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_total_one(inputs)
	return en_selection_total_one(inputs)
});
