/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Col_AttendedInputs */

const en_roster_col_attended = /** @type {(inputs: Roster_Col_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions attended`)
};

const bn_roster_col_attended = /** @type {(inputs: Roster_Col_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`উপস্থিত সেশন`)
};

/**
* | output |
* | --- |
* | "Sessions attended" |
*
* @param {Roster_Col_AttendedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_col_attended = /** @type {((inputs?: Roster_Col_AttendedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Col_AttendedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_col_attended(inputs)
	return en_roster_col_attended(inputs)
});
