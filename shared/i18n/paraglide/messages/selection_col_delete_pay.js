/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Col_Delete_PayInputs */

const en_selection_col_delete_pay = /** @type {(inputs: Selection_Col_Delete_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete / Pay`)
};

const bn_selection_col_delete_pay = /** @type {(inputs: Selection_Col_Delete_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মুছুন / পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Delete / Pay" |
*
* @param {Selection_Col_Delete_PayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_col_delete_pay = /** @type {((inputs?: Selection_Col_Delete_PayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Col_Delete_PayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_col_delete_pay(inputs)
	return en_selection_col_delete_pay(inputs)
});
