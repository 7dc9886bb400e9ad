/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Added_TitleInputs */

const en_instructor_added_title = /** @type {(inputs: Instructor_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SUCCESS`)
};

const bn_instructor_added_title = /** @type {(inputs: Instructor_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সফল হয়েছে`)
};

/**
* | output |
* | --- |
* | "SUCCESS" |
*
* @param {Instructor_Added_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_added_title = /** @type {((inputs?: Instructor_Added_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Added_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_added_title(inputs)
	return en_instructor_added_title(inputs)
});
