/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_No_Sessions_TodayInputs */

const en_timetable_no_sessions_today = /** @type {(inputs: Timetable_No_Sessions_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sessions today`)
};

const bn_timetable_no_sessions_today = /** @type {(inputs: Timetable_No_Sessions_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আজ কোনো সেশন নেই`)
};

/**
* | output |
* | --- |
* | "No sessions today" |
*
* @param {Timetable_No_Sessions_TodayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_no_sessions_today = /** @type {((inputs?: Timetable_No_Sessions_TodayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_No_Sessions_TodayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_no_sessions_today(inputs)
	return en_timetable_no_sessions_today(inputs)
});
