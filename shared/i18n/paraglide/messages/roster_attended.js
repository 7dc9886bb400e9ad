/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ attended: NonNullable<unknown>, held: NonNullable<unknown> }} Roster_AttendedInputs */

const en_roster_attended = /** @type {(inputs: Roster_AttendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attended} of ${i?.held}`)
};

const bn_roster_attended = /** @type {(inputs: Roster_AttendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.held}টির মধ্যে ${i?.attended}টি`)
};

/**
* | output |
* | --- |
* | "{attended} of {held}" |
*
* @param {Roster_AttendedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_attended = /** @type {((inputs: Roster_AttendedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_AttendedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_attended(inputs)
	return en_roster_attended(inputs)
});
