/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Session_Change_TimeInputs */

const en_validation_session_change_time = /** @type {(inputs: Validation_Session_Change_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the new start time in hours and minutes.`)
};

const bn_validation_session_change_time = /** @type {(inputs: Validation_Session_Change_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন শুরুর সময় ঘণ্টা আর মিনিটে লিখুন।`)
};

/**
* | output |
* | --- |
* | "Enter the new start time in hours and minutes." |
*
* @param {Validation_Session_Change_TimeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_session_change_time = /** @type {((inputs?: Validation_Session_Change_TimeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Session_Change_TimeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_session_change_time(inputs)
	return en_validation_session_change_time(inputs)
});
