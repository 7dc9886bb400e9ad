/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Validation_Schedule_DurationInputs */

const en_validation_schedule_duration = /** @type {(inputs: Validation_Schedule_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A session lasts from ${i?.min} to ${i?.max} minutes.`)
};

const bn_validation_schedule_duration = /** @type {(inputs: Validation_Schedule_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`একটি সেশন ${i?.min} থেকে ${i?.max} মিনিটের হতে পারে।`)
};

/**
* | output |
* | --- |
* | "A session lasts from {min} to {max} minutes." |
*
* @param {Validation_Schedule_DurationInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_duration = /** @type {((inputs: Validation_Schedule_DurationInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_DurationInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_duration(inputs)
	return en_validation_schedule_duration(inputs)
});
