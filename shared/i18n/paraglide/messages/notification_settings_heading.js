/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_HeadingInputs */

const en_notification_settings_heading = /** @type {(inputs: Notification_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications`)
};

const bn_notification_settings_heading = /** @type {(inputs: Notification_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুশ নোটিফিকেশন`)
};

/**
* | output |
* | --- |
* | "Push notifications" |
*
* @param {Notification_Settings_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_heading = /** @type {((inputs?: Notification_Settings_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_heading(inputs)
	return en_notification_settings_heading(inputs)
});
