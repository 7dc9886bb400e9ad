/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_Cancelled_ToastInputs */

const en_session_change_cancelled_toast = /** @type {(inputs: Session_Change_Cancelled_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The session is cancelled.`)
};

const bn_session_change_cancelled_toast = /** @type {(inputs: Session_Change_Cancelled_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশনটি বাতিল করা হয়েছে।`)
};

/**
* | output |
* | --- |
* | "The session is cancelled." |
*
* @param {Session_Change_Cancelled_ToastInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_cancelled_toast = /** @type {((inputs?: Session_Change_Cancelled_ToastInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_Cancelled_ToastInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_cancelled_toast(inputs)
	return en_session_change_cancelled_toast(inputs)
});
