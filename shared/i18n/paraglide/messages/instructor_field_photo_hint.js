/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Field_Photo_HintInputs */

const en_instructor_field_photo_hint = /** @type {(inputs: Instructor_Field_Photo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A link starting with https://, or a picture on this site such as /images/classes/football.svg`)
};

const bn_instructor_field_photo_hint = /** @type {(inputs: Instructor_Field_Photo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https:// দিয়ে শুরু হওয়া লিংক, অথবা এই সাইটের কোনো ছবি, যেমন /images/classes/football.svg`)
};

/**
* | output |
* | --- |
* | "A link starting with https://, or a picture on this site such as /images/classes/football.svg" |
*
* @param {Instructor_Field_Photo_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_field_photo_hint = /** @type {((inputs?: Instructor_Field_Photo_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Field_Photo_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_field_photo_hint(inputs)
	return en_instructor_field_photo_hint(inputs)
});
