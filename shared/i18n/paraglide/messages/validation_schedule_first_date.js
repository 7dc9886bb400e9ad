/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Schedule_First_DateInputs */

const en_validation_schedule_first_date = /** @type {(inputs: Validation_Schedule_First_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the date of the first session.`)
};

const bn_validation_schedule_first_date = /** @type {(inputs: Validation_Schedule_First_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রথম সেশনের তারিখ দিন।`)
};

/**
* | output |
* | --- |
* | "Enter the date of the first session." |
*
* @param {Validation_Schedule_First_DateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_first_date = /** @type {((inputs?: Validation_Schedule_First_DateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_First_DateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_first_date(inputs)
	return en_validation_schedule_first_date(inputs)
});
