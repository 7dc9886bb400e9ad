/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Kind_Class_ApprovedInputs */

const en_notification_settings_kind_class_approved = /** @type {(inputs: Notification_Settings_Kind_Class_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class approved`)
};

const bn_notification_settings_kind_class_approved = /** @type {(inputs: Notification_Settings_Kind_Class_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস অনুমোদিত`)
};

/**
* | output |
* | --- |
* | "Class approved" |
*
* @param {Notification_Settings_Kind_Class_ApprovedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_kind_class_approved = /** @type {((inputs?: Notification_Settings_Kind_Class_ApprovedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Kind_Class_ApprovedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_kind_class_approved(inputs)
	return en_notification_settings_kind_class_approved(inputs)
});
