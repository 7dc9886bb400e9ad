/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Session_Change_DateInputs */

const en_validation_session_change_date = /** @type {(inputs: Validation_Session_Change_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the new date.`)
};

const bn_validation_session_change_date = /** @type {(inputs: Validation_Session_Change_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন তারিখ লিখুন।`)
};

/**
* | output |
* | --- |
* | "Enter the new date." |
*
* @param {Validation_Session_Change_DateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_session_change_date = /** @type {((inputs?: Validation_Session_Change_DateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Session_Change_DateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_session_change_date(inputs)
	return en_validation_session_change_date(inputs)
});
