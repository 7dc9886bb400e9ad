/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Check_In_Taken_AtInputs */

const en_validation_check_in_taken_at = /** @type {(inputs: Validation_Check_In_Taken_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the check-in was taken must be a date and time (ISO 8601).`)
};

const bn_validation_check_in_taken_at = /** @type {(inputs: Validation_Check_In_Taken_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেক-ইন কখন নেওয়া হয়েছে তা একটি তারিখ ও সময় (ISO 8601) হতে হবে।`)
};

/**
* | output |
* | --- |
* | "When the check-in was taken must be a date and time (ISO 8601)." |
*
* @param {Validation_Check_In_Taken_AtInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_check_in_taken_at = /** @type {((inputs?: Validation_Check_In_Taken_AtInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Check_In_Taken_AtInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_check_in_taken_at(inputs)
	return en_validation_check_in_taken_at(inputs)
});
