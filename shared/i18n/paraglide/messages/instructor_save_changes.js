/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Save_ChangesInputs */

const en_instructor_save_changes = /** @type {(inputs: Instructor_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

const bn_instructor_save_changes = /** @type {(inputs: Instructor_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিবর্তন সেভ করুন`)
};

/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Instructor_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_save_changes = /** @type {((inputs?: Instructor_Save_ChangesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Save_ChangesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_save_changes(inputs)
	return en_instructor_save_changes(inputs)
});
