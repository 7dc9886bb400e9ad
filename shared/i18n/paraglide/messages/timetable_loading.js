/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_LoadingInputs */

const en_timetable_loading = /** @type {(inputs: Timetable_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your timetable`)
};

const bn_timetable_loading = /** @type {(inputs: Timetable_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ক্লাস রুটিন লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading your timetable" |
*
* @param {Timetable_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_loading = /** @type {((inputs?: Timetable_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_loading(inputs)
	return en_timetable_loading(inputs)
});
