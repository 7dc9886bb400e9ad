/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Kind_RefundInputs */

const en_notification_settings_kind_refund = /** @type {(inputs: Notification_Settings_Kind_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

const bn_notification_settings_kind_refund = /** @type {(inputs: Notification_Settings_Kind_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিফান্ড`)
};

/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Notification_Settings_Kind_RefundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_kind_refund = /** @type {((inputs?: Notification_Settings_Kind_RefundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Kind_RefundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_kind_refund(inputs)
	return en_notification_settings_kind_refund(inputs)
});
