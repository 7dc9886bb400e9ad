/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_Go_Next_SessionInputs */

const en_timetable_go_next_session = /** @type {(inputs: Timetable_Go_Next_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your next session`)
};

const bn_timetable_go_next_session = /** @type {(inputs: Timetable_Go_Next_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরের সেশনে যান`)
};

/**
* | output |
* | --- |
* | "Go to your next session" |
*
* @param {Timetable_Go_Next_SessionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_go_next_session = /** @type {((inputs?: Timetable_Go_Next_SessionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_Go_Next_SessionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_go_next_session(inputs)
	return en_timetable_go_next_session(inputs)
});
