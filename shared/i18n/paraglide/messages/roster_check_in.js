/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Check_InInputs */

const en_roster_check_in = /** @type {(inputs: Roster_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check in`)
};

const bn_roster_check_in = /** @type {(inputs: Roster_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেক-ইন করুন`)
};

/**
* | output |
* | --- |
* | "Check in" |
*
* @param {Roster_Check_InInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_check_in = /** @type {((inputs?: Roster_Check_InInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Check_InInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_check_in(inputs)
	return en_roster_check_in(inputs)
});
