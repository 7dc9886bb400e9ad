/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_ErrorInputs */

const en_timetable_error = /** @type {(inputs: Timetable_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your timetable could not be loaded. Check your internet connection and try again.`)
};

const bn_timetable_error = /** @type {(inputs: Timetable_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ক্লাস রুটিন লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Your timetable could not be loaded. Check your internet connection and try again." |
*
* @param {Timetable_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_error = /** @type {((inputs?: Timetable_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_error(inputs)
	return en_timetable_error(inputs)
});
