/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Check_In_Session_Not_FoundInputs */

const en_error_check_in_session_not_found = /** @type {(inputs: Error_Check_In_Session_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no session with this id.`)
};

const bn_error_check_in_session_not_found = /** @type {(inputs: Error_Check_In_Session_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই আইডির কোনো সেশন নেই।`)
};

/**
* | output |
* | --- |
* | "There is no session with this id." |
*
* @param {Error_Check_In_Session_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_check_in_session_not_found = /** @type {((inputs?: Error_Check_In_Session_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Check_In_Session_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_check_in_session_not_found(inputs)
	return en_error_check_in_session_not_found(inputs)
});
