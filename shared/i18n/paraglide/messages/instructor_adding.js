/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_AddingInputs */

const en_instructor_adding = /** @type {(inputs: Instructor_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding…`)
};

const bn_instructor_adding = /** @type {(inputs: Instructor_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যোগ হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Adding…" |
*
* @param {Instructor_AddingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_adding = /** @type {((inputs?: Instructor_AddingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_AddingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_adding(inputs)
	return en_instructor_adding(inputs)
});
