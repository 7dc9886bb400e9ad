/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Start_TimeInputs */

const en_schedule_start_time = /** @type {(inputs: Schedule_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time`)
};

const bn_schedule_start_time = /** @type {(inputs: Schedule_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শুরুর সময়`)
};

/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Schedule_Start_TimeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_start_time = /** @type {((inputs?: Schedule_Start_TimeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Start_TimeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_start_time(inputs)
	return en_schedule_start_time(inputs)
});
