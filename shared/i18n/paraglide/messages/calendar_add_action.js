/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Add_ActionInputs */

const en_calendar_add_action = /** @type {(inputs: Calendar_Add_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding to a calendar`)
};

const bn_calendar_add_action = /** @type {(inputs: Calendar_Add_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যালেন্ডারে যোগ করা`)
};

/**
* | output |
* | --- |
* | "Adding to a calendar" |
*
* @param {Calendar_Add_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_add_action = /** @type {((inputs?: Calendar_Add_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Add_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_add_action(inputs)
	return en_calendar_add_action(inputs)
});
