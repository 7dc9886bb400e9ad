/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Ends_OnInputs */

const en_schedule_ends_on = /** @type {(inputs: Schedule_Ends_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On a date`)
};

const bn_schedule_ends_on = /** @type {(inputs: Schedule_Ends_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একটি তারিখে`)
};

/**
* | output |
* | --- |
* | "On a date" |
*
* @param {Schedule_Ends_OnInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_ends_on = /** @type {((inputs?: Schedule_Ends_OnInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Ends_OnInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_ends_on(inputs)
	return en_schedule_ends_on(inputs)
});
