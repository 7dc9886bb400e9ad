/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Turn_On_FailedInputs */

const en_notification_settings_turn_on_failed = /** @type {(inputs: Notification_Settings_Turn_On_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications could not be turned on. Try again.`)
};

const bn_notification_settings_turn_on_failed = /** @type {(inputs: Notification_Settings_Turn_On_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুশ নোটিফিকেশন চালু করা যায়নি। আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Push notifications could not be turned on. Try again." |
*
* @param {Notification_Settings_Turn_On_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_turn_on_failed = /** @type {((inputs?: Notification_Settings_Turn_On_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Turn_On_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_turn_on_failed(inputs)
	return en_notification_settings_turn_on_failed(inputs)
});
