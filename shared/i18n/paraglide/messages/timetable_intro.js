/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_IntroInputs */

const en_timetable_intro = /** @type {(inputs: Timetable_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sessions of your enrolled classes, week by week, each in its venue's time.`)
};

const bn_timetable_intro = /** @type {(inputs: Timetable_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ভর্তি হওয়া ক্লাসের সেশনগুলো, সপ্তাহ ধরে, প্রতিটি তার ভেন্যুর সময়ে।`)
};

/**
* | output |
* | --- |
* | "The sessions of your enrolled classes, week by week, each in its venue's time." |
*
* @param {Timetable_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_intro = /** @type {((inputs?: Timetable_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_intro(inputs)
	return en_timetable_intro(inputs)
});
