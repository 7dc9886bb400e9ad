/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Session_Change_In_PastInputs */

const en_validation_session_change_in_past = /** @type {(inputs: Validation_Session_Change_In_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new time has passed: choose a time to come.`)
};

const bn_validation_session_change_in_past = /** @type {(inputs: Validation_Session_Change_In_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন সময়টি পেরিয়ে গেছে: সামনের কোনো সময় বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "The new time has passed: choose a time to come." |
*
* @param {Validation_Session_Change_In_PastInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_session_change_in_past = /** @type {((inputs?: Validation_Session_Change_In_PastInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Session_Change_In_PastInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_session_change_in_past(inputs)
	return en_validation_session_change_in_past(inputs)
});
