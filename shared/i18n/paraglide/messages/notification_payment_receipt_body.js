/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, classNames: NonNullable<unknown> }} Notification_Payment_Receipt_BodyInputs */

const en_notification_payment_receipt_body = /** @type {(inputs: Notification_Payment_Receipt_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} paid for ${i?.classNames}.`)
};

const bn_notification_payment_receipt_body = /** @type {(inputs: Notification_Payment_Receipt_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.classNames} এর জন্য ${i?.amount} পেমেন্ট হয়েছে।`)
};

/**
* | output |
* | --- |
* | "{amount} paid for {classNames}." |
*
* @param {Notification_Payment_Receipt_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_payment_receipt_body = /** @type {((inputs: Notification_Payment_Receipt_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Payment_Receipt_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_payment_receipt_body(inputs)
	return en_notification_payment_receipt_body(inputs)
});
