/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Session_ComingInputs */

const en_roster_session_coming = /** @type {(inputs: Roster_Session_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coming`)
};

const bn_roster_session_coming = /** @type {(inputs: Roster_Session_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আসছে`)
};

/**
* | output |
* | --- |
* | "Coming" |
*
* @param {Roster_Session_ComingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_session_coming = /** @type {((inputs?: Roster_Session_ComingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Session_ComingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_session_coming(inputs)
	return en_roster_session_coming(inputs)
});
