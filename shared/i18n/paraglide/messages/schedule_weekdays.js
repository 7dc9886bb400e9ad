/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_WeekdaysInputs */

const en_schedule_weekdays = /** @type {(inputs: Schedule_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Days of the week`)
};

const bn_schedule_weekdays = /** @type {(inputs: Schedule_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সপ্তাহের দিন`)
};

/**
* | output |
* | --- |
* | "Days of the week" |
*
* @param {Schedule_WeekdaysInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_weekdays = /** @type {((inputs?: Schedule_WeekdaysInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_WeekdaysInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_weekdays(inputs)
	return en_schedule_weekdays(inputs)
});
