/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Session_MissingInputs */

const en_check_in_session_missing = /** @type {(inputs: Check_In_Session_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This session is not in the class's schedule.`)
};

const bn_check_in_session_missing = /** @type {(inputs: Check_In_Session_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সেশনটি ক্লাসের সময়সূচিতে নেই।`)
};

/**
* | output |
* | --- |
* | "This session is not in the class's schedule." |
*
* @param {Check_In_Session_MissingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_session_missing = /** @type {((inputs?: Check_In_Session_MissingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Session_MissingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_session_missing(inputs)
	return en_check_in_session_missing(inputs)
});
