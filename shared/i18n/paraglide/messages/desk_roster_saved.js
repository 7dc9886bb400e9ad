/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Desk_Roster_SavedInputs */

const en_desk_roster_saved = /** @type {(inputs: Desk_Roster_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Student list saved ${i?.when}.`)
};

const bn_desk_roster_saved = /** @type {(inputs: Desk_Roster_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থীর তালিকা সংরক্ষিত: ${i?.when}।`)
};

/**
* | output |
* | --- |
* | "Student list saved {when}." |
*
* @param {Desk_Roster_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_roster_saved = /** @type {((inputs: Desk_Roster_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Roster_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_roster_saved(inputs)
	return en_desk_roster_saved(inputs)
});
