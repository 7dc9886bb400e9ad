/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Session_Change_BegunInputs */

const en_error_session_change_begun = /** @type {(inputs: Error_Session_Change_BegunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This session has already begun, so it can no longer be cancelled or moved.`)
};

const bn_error_session_change_begun = /** @type {(inputs: Error_Session_Change_BegunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সেশন এরই মধ্যে শুরু হয়ে গেছে, তাই এটি আর বাতিল বা সরানো যাবে না।`)
};

/**
* | output |
* | --- |
* | "This session has already begun, so it can no longer be cancelled or moved." |
*
* @param {Error_Session_Change_BegunInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_session_change_begun = /** @type {((inputs?: Error_Session_Change_BegunInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Session_Change_BegunInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_session_change_begun(inputs)
	return en_error_session_change_begun(inputs)
});
