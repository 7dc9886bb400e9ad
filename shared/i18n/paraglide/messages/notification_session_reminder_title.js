/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Session_Reminder_TitleInputs */

const en_notification_session_reminder_title = /** @type {(inputs: Notification_Session_Reminder_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class coming up`)
};

const bn_notification_session_reminder_title = /** @type {(inputs: Notification_Session_Reminder_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস শুরু হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Class coming up" |
*
* @param {Notification_Session_Reminder_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_session_reminder_title = /** @type {((inputs?: Notification_Session_Reminder_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Session_Reminder_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_session_reminder_title(inputs)
	return en_notification_session_reminder_title(inputs)
});
