/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_ErrorInputs */

const en_notification_settings_error = /** @type {(inputs: Notification_Settings_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notification settings could not be loaded.`)
};

const bn_notification_settings_error = /** @type {(inputs: Notification_Settings_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার নোটিফিকেশন সেটিংস লোড করা যায়নি।`)
};

/**
* | output |
* | --- |
* | "Your notification settings could not be loaded." |
*
* @param {Notification_Settings_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_error = /** @type {((inputs?: Notification_Settings_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_error(inputs)
	return en_notification_settings_error(inputs)
});
