/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Check_In_Not_On_RosterInputs */

const en_error_check_in_not_on_roster = /** @type {(inputs: Error_Check_In_Not_On_RosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This student is not on the roster of this class.`)
};

const bn_error_check_in_not_on_roster = /** @type {(inputs: Error_Check_In_Not_On_RosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই স্টুডেন্ট এই ক্লাসের তালিকায় নেই।`)
};

/**
* | output |
* | --- |
* | "This student is not on the roster of this class." |
*
* @param {Error_Check_In_Not_On_RosterInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_check_in_not_on_roster = /** @type {((inputs?: Error_Check_In_Not_On_RosterInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Check_In_Not_On_RosterInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_check_in_not_on_roster(inputs)
	return en_error_check_in_not_on_roster(inputs)
});
