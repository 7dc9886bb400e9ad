/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Device_OffInputs */

const en_notification_settings_device_off = /** @type {(inputs: Notification_Settings_Device_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off: this device gets no push notifications. Turning them on asks your browser for permission.`)
};

const bn_notification_settings_device_off = /** @type {(inputs: Notification_Settings_Device_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বন্ধ: এই ডিভাইসে কোনো পুশ নোটিফিকেশন আসবে না। চালু করলে আপনার ব্রাউজার অনুমতি চাইবে।`)
};

/**
* | output |
* | --- |
* | "Off: this device gets no push notifications. Turning them on asks your browser for permission." |
*
* @param {Notification_Settings_Device_OffInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_device_off = /** @type {((inputs?: Notification_Settings_Device_OffInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Device_OffInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_device_off(inputs)
	return en_notification_settings_device_off(inputs)
});
