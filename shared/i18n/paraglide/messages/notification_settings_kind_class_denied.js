/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Kind_Class_DeniedInputs */

const en_notification_settings_kind_class_denied = /** @type {(inputs: Notification_Settings_Kind_Class_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class denied`)
};

const bn_notification_settings_kind_class_denied = /** @type {(inputs: Notification_Settings_Kind_Class_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস নামঞ্জুর`)
};

/**
* | output |
* | --- |
* | "Class denied" |
*
* @param {Notification_Settings_Kind_Class_DeniedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_kind_class_denied = /** @type {((inputs?: Notification_Settings_Kind_Class_DeniedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Kind_Class_DeniedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_kind_class_denied(inputs)
	return en_notification_settings_kind_class_denied(inputs)
});
