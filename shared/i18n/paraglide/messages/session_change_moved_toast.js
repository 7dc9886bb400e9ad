/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_Moved_ToastInputs */

const en_session_change_moved_toast = /** @type {(inputs: Session_Change_Moved_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The session is moved.`)
};

const bn_session_change_moved_toast = /** @type {(inputs: Session_Change_Moved_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশনটি সরানো হয়েছে।`)
};

/**
* | output |
* | --- |
* | "The session is moved." |
*
* @param {Session_Change_Moved_ToastInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_moved_toast = /** @type {((inputs?: Session_Change_Moved_ToastInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_Moved_ToastInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_moved_toast(inputs)
	return en_session_change_moved_toast(inputs)
});
