/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Roster_Session_ReasonInputs */

const en_roster_session_reason = /** @type {(inputs: Roster_Session_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

const bn_roster_session_reason = /** @type {(inputs: Roster_Session_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`কারণ: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Roster_Session_ReasonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_session_reason = /** @type {((inputs: Roster_Session_ReasonInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Session_ReasonInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_session_reason(inputs)
	return en_roster_session_reason(inputs)
});
