/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_PreviousInputs */

const en_timetable_previous = /** @type {(inputs: Timetable_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous week`)
};

const bn_timetable_previous = /** @type {(inputs: Timetable_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আগের সপ্তাহ`)
};

/**
* | output |
* | --- |
* | "Previous week" |
*
* @param {Timetable_PreviousInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_previous = /** @type {((inputs?: Timetable_PreviousInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_PreviousInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_previous(inputs)
	return en_timetable_previous(inputs)
});
