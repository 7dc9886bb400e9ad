/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Student_Search_LabelInputs */

const en_desk_student_search_label = /** @type {(inputs: Desk_Student_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a student by name, e-mail or phone`)
};

const bn_desk_student_search_label = /** @type {(inputs: Desk_Student_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নাম, ই-মেইল বা ফোন দিয়ে শিক্ষার্থী খুঁজুন`)
};

/**
* | output |
* | --- |
* | "Find a student by name, e-mail or phone" |
*
* @param {Desk_Student_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_student_search_label = /** @type {((inputs?: Desk_Student_Search_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Student_Search_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_student_search_label(inputs)
	return en_desk_student_search_label(inputs)
});
