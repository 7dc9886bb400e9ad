/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Schedule_In_PastInputs */

const en_validation_schedule_in_past = /** @type {(inputs: Validation_Schedule_In_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first session cannot be in the past.`)
};

const bn_validation_schedule_in_past = /** @type {(inputs: Validation_Schedule_In_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রথম সেশন অতীতে হতে পারে না।`)
};

/**
* | output |
* | --- |
* | "The first session cannot be in the past." |
*
* @param {Validation_Schedule_In_PastInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_in_past = /** @type {((inputs?: Validation_Schedule_In_PastInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_In_PastInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_in_past(inputs)
	return en_validation_schedule_in_past(inputs)
});
