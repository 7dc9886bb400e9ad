/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Roster_HeadingInputs */

const en_check_in_roster_heading = /** @type {(inputs: Check_In_Roster_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roster`)
};

const bn_check_in_roster_heading = /** @type {(inputs: Check_In_Roster_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তালিকা`)
};

/**
* | output |
* | --- |
* | "Roster" |
*
* @param {Check_In_Roster_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_roster_heading = /** @type {((inputs?: Check_In_Roster_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Roster_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_roster_heading(inputs)
	return en_check_in_roster_heading(inputs)
});
