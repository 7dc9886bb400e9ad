/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Check_In_Session_Not_OpenInputs */

const en_error_check_in_session_not_open = /** @type {(inputs: Error_Check_In_Session_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This session is not open for check-in: check-in opens an hour before it starts and closes when it ends.`)
};

const bn_error_check_in_session_not_open = /** @type {(inputs: Error_Check_In_Session_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সেশনে এখন চেক-ইন করা যাবে না: সেশন শুরুর এক ঘণ্টা আগে চেক-ইন খোলে, শেষ হলে বন্ধ হয়।`)
};

/**
* | output |
* | --- |
* | "This session is not open for check-in: check-in opens an hour before it starts and closes when it ends." |
*
* @param {Error_Check_In_Session_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_check_in_session_not_open = /** @type {((inputs?: Error_Check_In_Session_Not_OpenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Check_In_Session_Not_OpenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_check_in_session_not_open(inputs)
	return en_error_check_in_session_not_open(inputs)
});
