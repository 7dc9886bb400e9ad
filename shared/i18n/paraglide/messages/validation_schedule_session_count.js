/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Validation_Schedule_Session_CountInputs */

const en_validation_schedule_session_count = /** @type {(inputs: Validation_Schedule_Session_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The number of sessions is a whole number from ${i?.min} to ${i?.max}.`)
};

const bn_validation_schedule_session_count = /** @type {(inputs: Validation_Schedule_Session_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সেশনের সংখ্যা ${i?.min} থেকে ${i?.max}-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।`)
};

/**
* | output |
* | --- |
* | "The number of sessions is a whole number from {min} to {max}." |
*
* @param {Validation_Schedule_Session_CountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_session_count = /** @type {((inputs: Validation_Schedule_Session_CountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_Session_CountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_session_count(inputs)
	return en_validation_schedule_session_count(inputs)
});
