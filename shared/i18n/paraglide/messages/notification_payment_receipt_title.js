/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Payment_Receipt_TitleInputs */

const en_notification_payment_receipt_title = /** @type {(inputs: Notification_Payment_Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment received`)
};

const bn_notification_payment_receipt_title = /** @type {(inputs: Notification_Payment_Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট পাওয়া গেছে`)
};

/**
* | output |
* | --- |
* | "Payment received" |
*
* @param {Notification_Payment_Receipt_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_payment_receipt_title = /** @type {((inputs?: Notification_Payment_Receipt_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Payment_Receipt_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_payment_receipt_title(inputs)
	return en_notification_payment_receipt_title(inputs)
});
