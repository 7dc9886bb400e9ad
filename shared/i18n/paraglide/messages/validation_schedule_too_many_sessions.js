/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Validation_Schedule_Too_Many_SessionsInputs */

const en_validation_schedule_too_many_sessions = /** @type {(inputs: Validation_Schedule_Too_Many_SessionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A class can have at most ${i?.max} sessions: choose fewer days or an earlier last date.`)
};

const bn_validation_schedule_too_many_sessions = /** @type {(inputs: Validation_Schedule_Too_Many_SessionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`একটি ক্লাসে সর্বোচ্চ ${i?.max}টি সেশন হতে পারে: কম দিন বা আরও আগের শেষ তারিখ বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "A class can have at most {max} sessions: choose fewer days or an earlier last date." |
*
* @param {Validation_Schedule_Too_Many_SessionsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_too_many_sessions = /** @type {((inputs: Validation_Schedule_Too_Many_SessionsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_Too_Many_SessionsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_too_many_sessions(inputs)
	return en_validation_schedule_too_many_sessions(inputs)
});
