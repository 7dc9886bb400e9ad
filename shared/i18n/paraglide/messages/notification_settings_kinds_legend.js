/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Kinds_LegendInputs */

const en_notification_settings_kinds_legend = /** @type {(inputs: Notification_Settings_Kinds_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Also send as a push notification`)
};

const bn_notification_settings_kinds_legend = /** @type {(inputs: Notification_Settings_Kinds_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুশ নোটিফিকেশন হিসেবেও পাঠান`)
};

/**
* | output |
* | --- |
* | "Also send as a push notification" |
*
* @param {Notification_Settings_Kinds_LegendInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_kinds_legend = /** @type {((inputs?: Notification_Settings_Kinds_LegendInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Kinds_LegendInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_kinds_legend(inputs)
	return en_notification_settings_kinds_legend(inputs)
});
