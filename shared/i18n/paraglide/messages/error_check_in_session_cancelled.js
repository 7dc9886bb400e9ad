/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Check_In_Session_CancelledInputs */

const en_error_check_in_session_cancelled = /** @type {(inputs: Error_Check_In_Session_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This session is cancelled: nobody can be checked in.`)
};

const bn_error_check_in_session_cancelled = /** @type {(inputs: Error_Check_In_Session_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সেশনটি বাতিল হয়েছে: কাউকে চেক-ইন করানো যাবে না।`)
};

/**
* | output |
* | --- |
* | "This session is cancelled: nobody can be checked in." |
*
* @param {Error_Check_In_Session_CancelledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_check_in_session_cancelled = /** @type {((inputs?: Error_Check_In_Session_CancelledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Check_In_Session_CancelledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_check_in_session_cancelled(inputs)
	return en_error_check_in_session_cancelled(inputs)
});
