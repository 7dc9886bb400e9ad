/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Schedule_WeekdaysInputs */

const en_validation_schedule_weekdays = /** @type {(inputs: Validation_Schedule_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one day of the week.`)
};

const bn_validation_schedule_weekdays = /** @type {(inputs: Validation_Schedule_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সপ্তাহের অন্তত একটি দিন বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose at least one day of the week." |
*
* @param {Validation_Schedule_WeekdaysInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_weekdays = /** @type {((inputs?: Validation_Schedule_WeekdaysInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_WeekdaysInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_weekdays(inputs)
	return en_validation_schedule_weekdays(inputs)
});
