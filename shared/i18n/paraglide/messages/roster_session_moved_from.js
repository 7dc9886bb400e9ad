/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Roster_Session_Moved_FromInputs */

const en_roster_session_moved_from = /** @type {(inputs: Roster_Session_Moved_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moved from ${i?.when}`)
};

const bn_roster_session_moved_from = /** @type {(inputs: Roster_Session_Moved_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} থেকে সরানো হয়েছে`)
};

/**
* | output |
* | --- |
* | "Moved from {when}" |
*
* @param {Roster_Session_Moved_FromInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_session_moved_from = /** @type {((inputs: Roster_Session_Moved_FromInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Session_Moved_FromInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_session_moved_from(inputs)
	return en_roster_session_moved_from(inputs)
});
