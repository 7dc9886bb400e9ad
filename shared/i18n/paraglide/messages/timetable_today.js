/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_TodayInputs */

const en_timetable_today = /** @type {(inputs: Timetable_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

const bn_timetable_today = /** @type {(inputs: Timetable_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আজ`)
};

/**
* | output |
* | --- |
* | "Today" |
*
* @param {Timetable_TodayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_today = /** @type {((inputs?: Timetable_TodayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_TodayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_today(inputs)
	return en_timetable_today(inputs)
});
