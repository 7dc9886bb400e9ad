/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Col_Class_NameInputs */

const en_selection_col_class_name = /** @type {(inputs: Selection_Col_Class_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class name`)
};

const bn_selection_col_class_name = /** @type {(inputs: Selection_Col_Class_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসের নাম`)
};

/**
* | output |
* | --- |
* | "Class name" |
*
* @param {Selection_Col_Class_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_col_class_name = /** @type {((inputs?: Selection_Col_Class_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Col_Class_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_col_class_name(inputs)
	return en_selection_col_class_name(inputs)
});
