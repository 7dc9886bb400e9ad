/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Kind_Payment_ApprovedInputs */

const en_notification_settings_kind_payment_approved = /** @type {(inputs: Notification_Settings_Kind_Payment_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payment checked and accepted`)
};

const bn_notification_settings_kind_payment_approved = /** @type {(inputs: Notification_Settings_Kind_Payment_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যাচাই করে গ্রহণ করা পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "A payment checked and accepted" |
*
* @param {Notification_Settings_Kind_Payment_ApprovedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_kind_payment_approved = /** @type {((inputs?: Notification_Settings_Kind_Payment_ApprovedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Kind_Payment_ApprovedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_kind_payment_approved(inputs)
	return en_notification_settings_kind_payment_approved(inputs)
});
