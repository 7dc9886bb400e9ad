/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, count: NonNullable<unknown> }} Notification_Payment_Receipt_Count_OneInputs */

const en_notification_payment_receipt_count_one = /** @type {(inputs: Notification_Payment_Receipt_Count_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} paid for ${i?.count} class.`)
};

const bn_notification_payment_receipt_count_one = /** @type {(inputs: Notification_Payment_Receipt_Count_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি ক্লাসের জন্য ${i?.amount} পেমেন্ট হয়েছে।`)
};

/**
* | output |
* | --- |
* | "{amount} paid for {count} class." |
*
* @param {Notification_Payment_Receipt_Count_OneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_payment_receipt_count_one = /** @type {((inputs: Notification_Payment_Receipt_Count_OneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Payment_Receipt_Count_OneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_payment_receipt_count_one(inputs)
	return en_notification_payment_receipt_count_one(inputs)
});
