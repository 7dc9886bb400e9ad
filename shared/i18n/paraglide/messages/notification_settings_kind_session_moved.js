/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Kind_Session_MovedInputs */

const en_notification_settings_kind_session_moved = /** @type {(inputs: Notification_Settings_Kind_Session_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session moved`)
};

const bn_notification_settings_kind_session_moved = /** @type {(inputs: Notification_Settings_Kind_Session_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশনের সময় বদল`)
};

/**
* | output |
* | --- |
* | "Session moved" |
*
* @param {Notification_Settings_Kind_Session_MovedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_kind_session_moved = /** @type {((inputs?: Notification_Settings_Kind_Session_MovedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Kind_Session_MovedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_kind_session_moved(inputs)
	return en_notification_settings_kind_session_moved(inputs)
});
