/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Device_OnInputs */

const en_notification_settings_device_on = /** @type {(inputs: Notification_Settings_Device_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On: this device gets your push notifications, even when the app is closed.`)
};

const bn_notification_settings_device_on = /** @type {(inputs: Notification_Settings_Device_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চালু: অ্যাপ বন্ধ থাকলেও এই ডিভাইসে আপনার পুশ নোটিফিকেশন আসবে।`)
};

/**
* | output |
* | --- |
* | "On: this device gets your push notifications, even when the app is closed." |
*
* @param {Notification_Settings_Device_OnInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_device_on = /** @type {((inputs?: Notification_Settings_Device_OnInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Device_OnInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_device_on(inputs)
	return en_notification_settings_device_on(inputs)
});
