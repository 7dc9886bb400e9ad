/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Student_NoneInputs */

const en_desk_student_none = /** @type {(inputs: Desk_Student_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No student matches.`)
};

const bn_desk_student_none = /** @type {(inputs: Desk_Student_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোনো শিক্ষার্থী মেলেনি।`)
};

/**
* | output |
* | --- |
* | "No student matches." |
*
* @param {Desk_Student_NoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_student_none = /** @type {((inputs?: Desk_Student_NoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Student_NoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_student_none(inputs)
	return en_desk_student_none(inputs)
});
