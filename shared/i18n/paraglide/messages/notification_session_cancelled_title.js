/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Session_Cancelled_TitleInputs */

const en_notification_session_cancelled_title = /** @type {(inputs: Notification_Session_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session cancelled`)
};

const bn_notification_session_cancelled_title = /** @type {(inputs: Notification_Session_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশন বাতিল`)
};

/**
* | output |
* | --- |
* | "Session cancelled" |
*
* @param {Notification_Session_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_session_cancelled_title = /** @type {((inputs?: Notification_Session_Cancelled_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Session_Cancelled_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_session_cancelled_title(inputs)
	return en_notification_session_cancelled_title(inputs)
});
