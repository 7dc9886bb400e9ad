/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enrollment_LoadingInputs */

const en_enrollment_loading = /** @type {(inputs: Enrollment_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your enrolled classes`)
};

const bn_enrollment_loading = /** @type {(inputs: Enrollment_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ভর্তি হওয়া ক্লাস লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading your enrolled classes" |
*
* @param {Enrollment_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const enrollment_loading = /** @type {((inputs?: Enrollment_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enrollment_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_enrollment_loading(inputs)
	return en_enrollment_loading(inputs)
});
