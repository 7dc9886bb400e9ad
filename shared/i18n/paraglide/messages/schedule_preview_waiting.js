/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Preview_WaitingInputs */

const en_schedule_preview_waiting = /** @type {(inputs: Schedule_Preview_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a venue, the first date, the days and the time to see the dates here.`)
};

const bn_schedule_preview_waiting = /** @type {(inputs: Schedule_Preview_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তারিখগুলো এখানে দেখতে ভেন্যু, প্রথম তারিখ, দিন আর সময় বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose a venue, the first date, the days and the time to see the dates here." |
*
* @param {Schedule_Preview_WaitingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_preview_waiting = /** @type {((inputs?: Schedule_Preview_WaitingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Preview_WaitingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_preview_waiting(inputs)
	return en_schedule_preview_waiting(inputs)
});
