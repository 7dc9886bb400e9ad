/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Offline_ActionInputs */

const en_notification_settings_offline_action = /** @type {(inputs: Notification_Settings_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing notification settings`)
};

const bn_notification_settings_offline_action = /** @type {(inputs: Notification_Settings_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নোটিফিকেশন সেটিংস বদলানো`)
};

/**
* | output |
* | --- |
* | "Changing notification settings" |
*
* @param {Notification_Settings_Offline_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_offline_action = /** @type {((inputs?: Notification_Settings_Offline_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Offline_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_offline_action(inputs)
	return en_notification_settings_offline_action(inputs)
});
