/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Kind_Payment_ReceiptInputs */

const en_notification_settings_kind_payment_receipt = /** @type {(inputs: Notification_Settings_Kind_Payment_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment receipt`)
};

const bn_notification_settings_kind_payment_receipt = /** @type {(inputs: Notification_Settings_Kind_Payment_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্টের রসিদ`)
};

/**
* | output |
* | --- |
* | "Payment receipt" |
*
* @param {Notification_Settings_Kind_Payment_ReceiptInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_kind_payment_receipt = /** @type {((inputs?: Notification_Settings_Kind_Payment_ReceiptInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Kind_Payment_ReceiptInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_kind_payment_receipt(inputs)
	return en_notification_settings_kind_payment_receipt(inputs)
});
