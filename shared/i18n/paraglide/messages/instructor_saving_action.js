/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Saving_ActionInputs */

const en_instructor_saving_action = /** @type {(inputs: Instructor_Saving_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving changes`)
};

const bn_instructor_saving_action = /** @type {(inputs: Instructor_Saving_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিবর্তন সেভ করা`)
};

/**
* | output |
* | --- |
* | "Saving changes" |
*
* @param {Instructor_Saving_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_saving_action = /** @type {((inputs?: Instructor_Saving_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Saving_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_saving_action(inputs)
	return en_instructor_saving_action(inputs)
});
