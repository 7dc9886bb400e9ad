/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_Go_TodayInputs */

const en_timetable_go_today = /** @type {(inputs: Timetable_Go_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

const bn_timetable_go_today = /** @type {(inputs: Timetable_Go_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আজ`)
};

/**
* | output |
* | --- |
* | "Today" |
*
* @param {Timetable_Go_TodayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_go_today = /** @type {((inputs?: Timetable_Go_TodayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_Go_TodayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_go_today(inputs)
	return en_timetable_go_today(inputs)
});
