/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_LoadingInputs */

const en_instructor_loading = /** @type {(inputs: Instructor_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your classes`)
};

const bn_instructor_loading = /** @type {(inputs: Instructor_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ক্লাস লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading your classes" |
*
* @param {Instructor_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_loading = /** @type {((inputs?: Instructor_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_loading(inputs)
	return en_instructor_loading(inputs)
});
