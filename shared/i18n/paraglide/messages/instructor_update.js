/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_UpdateInputs */

const en_instructor_update = /** @type {(inputs: Instructor_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update`)
};

const bn_instructor_update = /** @type {(inputs: Instructor_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপডেট করুন`)
};

/**
* | output |
* | --- |
* | "Update" |
*
* @param {Instructor_UpdateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_update = /** @type {((inputs?: Instructor_UpdateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_UpdateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_update(inputs)
	return en_instructor_update(inputs)
});
