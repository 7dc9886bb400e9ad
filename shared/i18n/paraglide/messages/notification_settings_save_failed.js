/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Save_FailedInputs */

const en_notification_settings_save_failed = /** @type {(inputs: Notification_Settings_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choice could not be saved.`)
};

const bn_notification_settings_save_failed = /** @type {(inputs: Notification_Settings_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পছন্দ সেভ করা যায়নি।`)
};

/**
* | output |
* | --- |
* | "Your choice could not be saved." |
*
* @param {Notification_Settings_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_save_failed = /** @type {((inputs?: Notification_Settings_Save_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Save_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_save_failed(inputs)
	return en_notification_settings_save_failed(inputs)
});
