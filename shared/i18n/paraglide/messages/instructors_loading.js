/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_LoadingInputs */

const en_instructors_loading = /** @type {(inputs: Instructors_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading instructors`)
};

const bn_instructors_loading = /** @type {(inputs: Instructors_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টরদের তালিকা লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading instructors" |
*
* @param {Instructors_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_loading = /** @type {((inputs?: Instructors_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_loading(inputs)
	return en_instructors_loading(inputs)
});
