/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Kind_Session_ReminderInputs */

const en_notification_settings_kind_session_reminder = /** @type {(inputs: Notification_Settings_Kind_Session_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reminders a day and an hour before each session`)
};

const bn_notification_settings_kind_session_reminder = /** @type {(inputs: Notification_Settings_Kind_Session_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রতিটি সেশনের এক দিন আর এক ঘণ্টা আগে রিমাইন্ডার`)
};

/**
* | output |
* | --- |
* | "Reminders a day and an hour before each session" |
*
* @param {Notification_Settings_Kind_Session_ReminderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_kind_session_reminder = /** @type {((inputs?: Notification_Settings_Kind_Session_ReminderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Kind_Session_ReminderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_kind_session_reminder(inputs)
	return en_notification_settings_kind_session_reminder(inputs)
});
