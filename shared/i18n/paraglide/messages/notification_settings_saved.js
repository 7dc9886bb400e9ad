/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_SavedInputs */

const en_notification_settings_saved = /** @type {(inputs: Notification_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choice is saved.`)
};

const bn_notification_settings_saved = /** @type {(inputs: Notification_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পছন্দ সেভ হয়েছে।`)
};

/**
* | output |
* | --- |
* | "Your choice is saved." |
*
* @param {Notification_Settings_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_saved = /** @type {((inputs?: Notification_Settings_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_saved(inputs)
	return en_notification_settings_saved(inputs)
});
