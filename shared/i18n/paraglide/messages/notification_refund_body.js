/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, classNames: NonNullable<unknown> }} Notification_Refund_BodyInputs */

const en_notification_refund_body = /** @type {(inputs: Notification_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is being refunded to your card for ${i?.classNames}.`)
};

const bn_notification_refund_body = /** @type {(inputs: Notification_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.classNames} এর জন্য ${i?.amount} আপনার কার্ডে ফেরত দেওয়া হচ্ছে।`)
};

/**
* | output |
* | --- |
* | "{amount} is being refunded to your card for {classNames}." |
*
* @param {Notification_Refund_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_refund_body = /** @type {((inputs: Notification_Refund_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Refund_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_refund_body(inputs)
	return en_notification_refund_body(inputs)
});
