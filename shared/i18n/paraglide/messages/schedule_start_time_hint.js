/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Schedule_Start_Time_HintInputs */

const en_schedule_start_time_hint = /** @type {(inputs: Schedule_Start_Time_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In the venue's time (${i?.zone}).`)
};

const bn_schedule_start_time_hint = /** @type {(inputs: Schedule_Start_Time_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ভেন্যুর সময়ে (${i?.zone})।`)
};

/**
* | output |
* | --- |
* | "In the venue's time ({zone})." |
*
* @param {Schedule_Start_Time_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_start_time_hint = /** @type {((inputs: Schedule_Start_Time_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Start_Time_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_start_time_hint(inputs)
	return en_schedule_start_time_hint(inputs)
});
