/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Students_EmptyInputs */

const en_roster_students_empty = /** @type {(inputs: Roster_Students_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one has enrolled in this class yet.`)
};

const bn_roster_students_empty = /** @type {(inputs: Roster_Students_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসে এখনো কেউ ভর্তি হননি।`)
};

/**
* | output |
* | --- |
* | "No one has enrolled in this class yet." |
*
* @param {Roster_Students_EmptyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_students_empty = /** @type {((inputs?: Roster_Students_EmptyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Students_EmptyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_students_empty(inputs)
	return en_roster_students_empty(inputs)
});
