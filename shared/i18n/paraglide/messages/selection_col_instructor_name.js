/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Col_Instructor_NameInputs */

const en_selection_col_instructor_name = /** @type {(inputs: Selection_Col_Instructor_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor name`)
};

const bn_selection_col_instructor_name = /** @type {(inputs: Selection_Col_Instructor_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টরের নাম`)
};

/**
* | output |
* | --- |
* | "Instructor name" |
*
* @param {Selection_Col_Instructor_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_col_instructor_name = /** @type {((inputs?: Selection_Col_Instructor_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Col_Instructor_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_col_instructor_name(inputs)
	return en_selection_col_instructor_name(inputs)
});
