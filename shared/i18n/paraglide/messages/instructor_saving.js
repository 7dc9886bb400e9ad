/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_SavingInputs */

const en_instructor_saving = /** @type {(inputs: Instructor_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const bn_instructor_saving = /** @type {(inputs: Instructor_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেভ হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Instructor_SavingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_saving = /** @type {((inputs?: Instructor_SavingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_SavingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_saving(inputs)
	return en_instructor_saving(inputs)
});
