/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Session_Change_Not_FoundInputs */

const en_error_session_change_not_found = /** @type {(inputs: Error_Session_Change_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This class has no session with that id.`)
};

const bn_error_session_change_not_found = /** @type {(inputs: Error_Session_Change_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসে এই আইডির কোনো সেশন নেই।`)
};

/**
* | output |
* | --- |
* | "This class has no session with that id." |
*
* @param {Error_Session_Change_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_session_change_not_found = /** @type {((inputs?: Error_Session_Change_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Session_Change_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_session_change_not_found(inputs)
	return en_error_session_change_not_found(inputs)
});
