/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Schedule_EndInputs */

const en_validation_schedule_end = /** @type {(inputs: Validation_Schedule_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say how the class ends: after a number of sessions, or on a last date.`)
};

const bn_validation_schedule_end = /** @type {(inputs: Validation_Schedule_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস কীভাবে শেষ হবে বলুন: নির্দিষ্ট সংখ্যক সেশনের পরে, নাকি একটি শেষ তারিখে।`)
};

/**
* | output |
* | --- |
* | "Say how the class ends: after a number of sessions, or on a last date." |
*
* @param {Validation_Schedule_EndInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_end = /** @type {((inputs?: Validation_Schedule_EndInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_EndInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_end(inputs)
	return en_validation_schedule_end(inputs)
});
