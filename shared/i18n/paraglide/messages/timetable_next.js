/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_NextInputs */

const en_timetable_next = /** @type {(inputs: Timetable_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next week`)
};

const bn_timetable_next = /** @type {(inputs: Timetable_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরের সপ্তাহ`)
};

/**
* | output |
* | --- |
* | "Next week" |
*
* @param {Timetable_NextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_next = /** @type {((inputs?: Timetable_NextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_NextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_next(inputs)
	return en_timetable_next(inputs)
});
