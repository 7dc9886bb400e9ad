/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Schedule_Start_TimeInputs */

const en_validation_schedule_start_time = /** @type {(inputs: Validation_Schedule_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the start time in hours and minutes.`)
};

const bn_validation_schedule_start_time = /** @type {(inputs: Validation_Schedule_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শুরুর সময় ঘণ্টা আর মিনিটে দিন।`)
};

/**
* | output |
* | --- |
* | "Enter the start time in hours and minutes." |
*
* @param {Validation_Schedule_Start_TimeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_start_time = /** @type {((inputs?: Validation_Schedule_Start_TimeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_Start_TimeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_start_time(inputs)
	return en_validation_schedule_start_time(inputs)
});
