/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Instructor_Update_TitleInputs */

const en_instructor_update_title = /** @type {(inputs: Instructor_Update_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Update ${i?.name}`)
};

const bn_instructor_update_title = /** @type {(inputs: Instructor_Update_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} আপডেট করুন`)
};

/**
* | output |
* | --- |
* | "Update {name}" |
*
* @param {Instructor_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_update_title = /** @type {((inputs: Instructor_Update_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Update_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_update_title(inputs)
	return en_instructor_update_title(inputs)
});
