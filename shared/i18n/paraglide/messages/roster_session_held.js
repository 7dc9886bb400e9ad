/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Session_HeldInputs */

const en_roster_session_held = /** @type {(inputs: Roster_Session_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held`)
};

const bn_roster_session_held = /** @type {(inputs: Roster_Session_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হয়েছে`)
};

/**
* | output |
* | --- |
* | "Held" |
*
* @param {Roster_Session_HeldInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_session_held = /** @type {((inputs?: Roster_Session_HeldInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Session_HeldInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_session_held(inputs)
	return en_roster_session_held(inputs)
});
