/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Validation_Schedule_Last_DateInputs */

const en_validation_schedule_last_date = /** @type {(inputs: Validation_Schedule_Last_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last date must be on or after the first date and at most ${i?.days} days after it.`)
};

const bn_validation_schedule_last_date = /** @type {(inputs: Validation_Schedule_Last_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`শেষ তারিখ প্রথম তারিখের দিন বা পরে হতে হবে, আর তার সর্বোচ্চ ${i?.days} দিনের মধ্যে।`)
};

/**
* | output |
* | --- |
* | "The last date must be on or after the first date and at most {days} days after it." |
*
* @param {Validation_Schedule_Last_DateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_last_date = /** @type {((inputs: Validation_Schedule_Last_DateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_Last_DateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_last_date(inputs)
	return en_validation_schedule_last_date(inputs)
});
