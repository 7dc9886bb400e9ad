/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Kind_Session_CancelledInputs */

const en_notification_settings_kind_session_cancelled = /** @type {(inputs: Notification_Settings_Kind_Session_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session cancelled`)
};

const bn_notification_settings_kind_session_cancelled = /** @type {(inputs: Notification_Settings_Kind_Session_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশন বাতিল`)
};

/**
* | output |
* | --- |
* | "Session cancelled" |
*
* @param {Notification_Settings_Kind_Session_CancelledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_kind_session_cancelled = /** @type {((inputs?: Notification_Settings_Kind_Session_CancelledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Kind_Session_CancelledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_kind_session_cancelled(inputs)
	return en_notification_settings_kind_session_cancelled(inputs)
});
