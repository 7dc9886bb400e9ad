/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Passwords_Do_Not_MatchInputs */

const en_validation_passwords_do_not_match = /** @type {(inputs: Validation_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match.`)
};

const bn_validation_passwords_do_not_match = /** @type {(inputs: Validation_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাসওয়ার্ড দুটি মিলছে না।`)
};

/**
* | output |
* | --- |
* | "Passwords do not match." |
*
* @param {Validation_Passwords_Do_Not_MatchInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_passwords_do_not_match = /** @type {((inputs?: Validation_Passwords_Do_Not_MatchInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Passwords_Do_Not_MatchInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_passwords_do_not_match(inputs)
	return en_validation_passwords_do_not_match(inputs)
});
