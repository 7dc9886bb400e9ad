/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Session_Change_CancelledInputs */

const en_error_session_change_cancelled = /** @type {(inputs: Error_Session_Change_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This session is cancelled, so it cannot be moved.`)
};

const bn_error_session_change_cancelled = /** @type {(inputs: Error_Session_Change_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সেশন বাতিল করা হয়েছে, তাই এটি সরানো যাবে না।`)
};

/**
* | output |
* | --- |
* | "This session is cancelled, so it cannot be moved." |
*
* @param {Error_Session_Change_CancelledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_session_change_cancelled = /** @type {((inputs?: Error_Session_Change_CancelledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Session_Change_CancelledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_session_change_cancelled(inputs)
	return en_error_session_change_cancelled(inputs)
});
