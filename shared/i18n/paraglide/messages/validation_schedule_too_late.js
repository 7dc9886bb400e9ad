/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Schedule_Too_LateInputs */

const en_validation_schedule_too_late = /** @type {(inputs: Validation_Schedule_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sessions would run past 30 December 9999: choose an earlier first date or fewer sessions.`)
};

const bn_validation_schedule_too_late = /** @type {(inputs: Validation_Schedule_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশনগুলো ৩০ ডিসেম্বর ৯৯৯৯-এর পরেও চলবে: আগের কোনো প্রথম তারিখ বা কম সেশন বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "The sessions would run past 30 December 9999: choose an earlier first date or fewer sessions." |
*
* @param {Validation_Schedule_Too_LateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_too_late = /** @type {((inputs?: Validation_Schedule_Too_LateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_Too_LateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_too_late(inputs)
	return en_validation_schedule_too_late(inputs)
});
