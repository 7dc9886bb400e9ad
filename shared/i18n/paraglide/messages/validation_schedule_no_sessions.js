/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Schedule_No_SessionsInputs */

const en_validation_schedule_no_sessions = /** @type {(inputs: Validation_Schedule_No_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of the chosen days falls between these dates.`)
};

const bn_validation_schedule_no_sessions = /** @type {(inputs: Validation_Schedule_No_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই দুই তারিখের মধ্যে বেছে নেওয়া কোনো দিন পড়ে না।`)
};

/**
* | output |
* | --- |
* | "None of the chosen days falls between these dates." |
*
* @param {Validation_Schedule_No_SessionsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_no_sessions = /** @type {((inputs?: Validation_Schedule_No_SessionsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_No_SessionsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_no_sessions(inputs)
	return en_validation_schedule_no_sessions(inputs)
});
