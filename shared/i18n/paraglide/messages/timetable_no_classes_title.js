/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_No_Classes_TitleInputs */

const en_timetable_no_classes_title = /** @type {(inputs: Timetable_No_Classes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing on your timetable yet`)
};

const bn_timetable_no_classes_title = /** @type {(inputs: Timetable_No_Classes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ক্লাস রুটিনে এখনো কিছু নেই`)
};

/**
* | output |
* | --- |
* | "Nothing on your timetable yet" |
*
* @param {Timetable_No_Classes_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_no_classes_title = /** @type {((inputs?: Timetable_No_Classes_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_No_Classes_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_no_classes_title(inputs)
	return en_timetable_no_classes_title(inputs)
});
