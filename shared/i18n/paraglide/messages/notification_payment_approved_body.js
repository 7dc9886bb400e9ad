/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ classNames: NonNullable<unknown> }} Notification_Payment_Approved_BodyInputs */

const en_notification_payment_approved_body = /** @type {(inputs: Notification_Payment_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment was checked and accepted. You are enrolled in ${i?.classNames}.`)
};

const bn_notification_payment_approved_body = /** @type {(inputs: Notification_Payment_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আপনার পেমেন্ট যাচাই করে গ্রহণ করা হয়েছে। আপনি ${i?.classNames} ক্লাসে ভর্তি হয়েছেন।`)
};

/**
* | output |
* | --- |
* | "Your payment was checked and accepted. You are enrolled in {classNames}." |
*
* @param {Notification_Payment_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_payment_approved_body = /** @type {((inputs: Notification_Payment_Approved_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Payment_Approved_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_payment_approved_body(inputs)
	return en_notification_payment_approved_body(inputs)
});
