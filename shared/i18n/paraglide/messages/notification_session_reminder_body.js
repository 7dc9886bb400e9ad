/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown>, date: NonNullable<unknown>, time: NonNullable<unknown> }} Notification_Session_Reminder_BodyInputs */

const en_notification_session_reminder_body = /** @type {(inputs: Notification_Session_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} starts ${i?.date}, ${i?.time}.`)
};

const bn_notification_session_reminder_body = /** @type {(inputs: Notification_Session_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} শুরু হবে ${i?.date}, ${i?.time}।`)
};

/**
* | output |
* | --- |
* | "{className} starts {date}, {time}." |
*
* @param {Notification_Session_Reminder_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_session_reminder_body = /** @type {((inputs: Notification_Session_Reminder_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Session_Reminder_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_session_reminder_body(inputs)
	return en_notification_session_reminder_body(inputs)
});
