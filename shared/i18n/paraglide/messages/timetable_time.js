/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Timetable_TimeInputs */

const en_timetable_time = /** @type {(inputs: Timetable_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start}–${i?.end}`)
};

const bn_timetable_time = /** @type {(inputs: Timetable_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start}–${i?.end}`)
};

/**
* | output |
* | --- |
* | "{start}–{end}" |
*
* @param {Timetable_TimeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_time = /** @type {((inputs: Timetable_TimeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_TimeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_time(inputs)
	return en_timetable_time(inputs)
});
