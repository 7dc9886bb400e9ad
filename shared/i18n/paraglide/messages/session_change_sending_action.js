/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_Sending_ActionInputs */

const en_session_change_sending_action = /** @type {(inputs: Session_Change_Sending_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling and moving sessions`)
};

const bn_session_change_sending_action = /** @type {(inputs: Session_Change_Sending_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশন বাতিল আর সরানো`)
};

/**
* | output |
* | --- |
* | "Cancelling and moving sessions" |
*
* @param {Session_Change_Sending_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_sending_action = /** @type {((inputs?: Session_Change_Sending_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_Sending_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_sending_action(inputs)
	return en_session_change_sending_action(inputs)
});
