/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_No_Classes_TextInputs */

const en_timetable_no_classes_text = /** @type {(inputs: Timetable_No_Classes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you enrol in a class, its sessions show here, week by week.`)
};

const bn_timetable_no_classes_text = /** @type {(inputs: Timetable_No_Classes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোনো ক্লাসে ভর্তি হলে তার সেশনগুলো এখানে সপ্তাহ ধরে দেখা যাবে।`)
};

/**
* | output |
* | --- |
* | "When you enrol in a class, its sessions show here, week by week." |
*
* @param {Timetable_No_Classes_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_no_classes_text = /** @type {((inputs?: Timetable_No_Classes_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_No_Classes_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_no_classes_text(inputs)
	return en_timetable_no_classes_text(inputs)
});
