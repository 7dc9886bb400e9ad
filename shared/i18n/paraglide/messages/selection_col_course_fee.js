/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Col_Course_FeeInputs */

const en_selection_col_course_fee = /** @type {(inputs: Selection_Col_Course_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course fee`)
};

const bn_selection_col_course_fee = /** @type {(inputs: Selection_Col_Course_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোর্স ফি`)
};

/**
* | output |
* | --- |
* | "Course fee" |
*
* @param {Selection_Col_Course_FeeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_col_course_fee = /** @type {((inputs?: Selection_Col_Course_FeeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Col_Course_FeeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_col_course_fee(inputs)
	return en_selection_col_course_fee(inputs)
});
