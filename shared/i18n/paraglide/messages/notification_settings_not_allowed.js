/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Not_AllowedInputs */

const en_notification_settings_not_allowed = /** @type {(inputs: Notification_Settings_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You did not allow notifications, so they stay off. Turn them on again when you want them.`)
};

const bn_notification_settings_not_allowed = /** @type {(inputs: Notification_Settings_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি নোটিফিকেশনের অনুমতি দেননি, তাই বন্ধ থাকল। যখন চান আবার চালু করুন।`)
};

/**
* | output |
* | --- |
* | "You did not allow notifications, so they stay off. Turn them on again when you want them." |
*
* @param {Notification_Settings_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_not_allowed = /** @type {((inputs?: Notification_Settings_Not_AllowedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Not_AllowedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_not_allowed(inputs)
	return en_notification_settings_not_allowed(inputs)
});
