/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Ends_AfterInputs */

const en_schedule_ends_after = /** @type {(inputs: Schedule_Ends_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After a number of sessions`)
};

const bn_schedule_ends_after = /** @type {(inputs: Schedule_Ends_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নির্দিষ্ট সংখ্যক সেশনের পরে`)
};

/**
* | output |
* | --- |
* | "After a number of sessions" |
*
* @param {Schedule_Ends_AfterInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_ends_after = /** @type {((inputs?: Schedule_Ends_AfterInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Ends_AfterInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_ends_after(inputs)
	return en_schedule_ends_after(inputs)
});
