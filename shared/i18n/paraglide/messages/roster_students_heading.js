/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Students_HeadingInputs */

const en_roster_students_heading = /** @type {(inputs: Roster_Students_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Students`)
};

const bn_roster_students_heading = /** @type {(inputs: Roster_Students_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী`)
};

/**
* | output |
* | --- |
* | "Students" |
*
* @param {Roster_Students_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_students_heading = /** @type {((inputs?: Roster_Students_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Students_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_students_heading(inputs)
	return en_roster_students_heading(inputs)
});
