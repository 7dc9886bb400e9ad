/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_Empty_Week_TextInputs */

const en_timetable_empty_week_text = /** @type {(inputs: Timetable_Empty_Week_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your classes do not meet in this week.`)
};

const bn_timetable_empty_week_text = /** @type {(inputs: Timetable_Empty_Week_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সপ্তাহে আপনার কোনো ক্লাস হবে না।`)
};

/**
* | output |
* | --- |
* | "Your classes do not meet in this week." |
*
* @param {Timetable_Empty_Week_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_empty_week_text = /** @type {((inputs?: Timetable_Empty_Week_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_Empty_Week_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_empty_week_text(inputs)
	return en_timetable_empty_week_text(inputs)
});
