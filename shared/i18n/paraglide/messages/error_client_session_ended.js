/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_Session_EndedInputs */

const en_error_client_session_ended = /** @type {(inputs: Error_Client_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Please log in again.`)
};

const bn_error_client_session_ended = /** @type {(inputs: Error_Client_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার সেশন শেষ হয়ে গেছে। আবার লগইন করুন।`)
};

/**
* | output |
* | --- |
* | "Your session has ended. Please log in again." |
*
* @param {Error_Client_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_session_ended = /** @type {((inputs?: Error_Client_Session_EndedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_Session_EndedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_session_ended(inputs)
	return en_error_client_session_ended(inputs)
});
