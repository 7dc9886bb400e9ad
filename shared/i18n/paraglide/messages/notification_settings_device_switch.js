/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Device_SwitchInputs */

const en_notification_settings_device_switch = /** @type {(inputs: Notification_Settings_Device_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications on this device`)
};

const bn_notification_settings_device_switch = /** @type {(inputs: Notification_Settings_Device_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ডিভাইসে পুশ নোটিফিকেশন`)
};

/**
* | output |
* | --- |
* | "Push notifications on this device" |
*
* @param {Notification_Settings_Device_SwitchInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_device_switch = /** @type {((inputs?: Notification_Settings_Device_SwitchInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Device_SwitchInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_device_switch(inputs)
	return en_notification_settings_device_switch(inputs)
});
