/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_CancelInputs */

const en_session_change_cancel = /** @type {(inputs: Session_Change_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel session`)
};

const bn_session_change_cancel = /** @type {(inputs: Session_Change_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশন বাতিল করুন`)
};

/**
* | output |
* | --- |
* | "Cancel session" |
*
* @param {Session_Change_CancelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_cancel = /** @type {((inputs?: Session_Change_CancelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_CancelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_cancel(inputs)
	return en_session_change_cancel(inputs)
});
