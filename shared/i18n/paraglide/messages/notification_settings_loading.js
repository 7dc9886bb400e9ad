/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_LoadingInputs */

const en_notification_settings_loading = /** @type {(inputs: Notification_Settings_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your notification settings`)
};

const bn_notification_settings_loading = /** @type {(inputs: Notification_Settings_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার নোটিফিকেশন সেটিংস লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading your notification settings" |
*
* @param {Notification_Settings_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_loading = /** @type {((inputs?: Notification_Settings_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_loading(inputs)
	return en_notification_settings_loading(inputs)
});
