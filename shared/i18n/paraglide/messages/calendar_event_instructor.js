/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Calendar_Event_InstructorInputs */

const en_calendar_event_instructor = /** @type {(inputs: Calendar_Event_InstructorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Instructor: ${i?.name}`)
};

const bn_calendar_event_instructor = /** @type {(inputs: Calendar_Event_InstructorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Instructor: {name}" |
*
* @param {Calendar_Event_InstructorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_event_instructor = /** @type {((inputs: Calendar_Event_InstructorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Event_InstructorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_event_instructor(inputs)
	return en_calendar_event_instructor(inputs)
});
