/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Change_KeptInputs */

const en_schedule_change_kept = /** @type {(inputs: Schedule_Change_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions already held stay as they were.`)
};

const bn_schedule_change_kept = /** @type {(inputs: Schedule_Change_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যে সেশনগুলো হয়ে গেছে সেগুলো আগের মতোই থাকবে।`)
};

/**
* | output |
* | --- |
* | "Sessions already held stay as they were." |
*
* @param {Schedule_Change_KeptInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_change_kept = /** @type {((inputs?: Schedule_Change_KeptInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Change_KeptInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_change_kept(inputs)
	return en_schedule_change_kept(inputs)
});
