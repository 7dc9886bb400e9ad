/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_UnsupportedInputs */

const en_notification_settings_unsupported = /** @type {(inputs: Notification_Settings_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser cannot show push notifications. Install the app, or open the academy in a browser that can (Chrome, Edge or Firefox; on an iPhone, add it to the Home Screen first).`)
};

const bn_notification_settings_unsupported = /** @type {(inputs: Notification_Settings_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ব্রাউজারে পুশ নোটিফিকেশন দেখানো যায় না। অ্যাপটি ইনস্টল করুন, অথবা এমন ব্রাউজারে একাডেমি খুলুন যেখানে যায় (Chrome, Edge বা Firefox; iPhone-এ আগে হোম স্ক্রিনে যোগ করুন)।`)
};

/**
* | output |
* | --- |
* | "This browser cannot show push notifications. Install the app, or open the academy in a browser that can (Chrome, Edge or Firefox; on an iPhone, add it to the..." |
*
* @param {Notification_Settings_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_unsupported = /** @type {((inputs?: Notification_Settings_UnsupportedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_UnsupportedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_unsupported(inputs)
	return en_notification_settings_unsupported(inputs)
});
