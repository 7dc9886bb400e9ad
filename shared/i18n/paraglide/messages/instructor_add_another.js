/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Add_AnotherInputs */

const en_instructor_add_another = /** @type {(inputs: Instructor_Add_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add another class`)
};

const bn_instructor_add_another = /** @type {(inputs: Instructor_Add_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আরেকটি ক্লাস যোগ করুন`)
};

/**
* | output |
* | --- |
* | "Add another class" |
*
* @param {Instructor_Add_AnotherInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_add_another = /** @type {((inputs?: Instructor_Add_AnotherInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Add_AnotherInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_add_another(inputs)
	return en_instructor_add_another(inputs)
});
