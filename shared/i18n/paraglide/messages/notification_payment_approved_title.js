/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Payment_Approved_TitleInputs */

const en_notification_payment_approved_title = /** @type {(inputs: Notification_Payment_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment checked: you are enrolled`)
};

const bn_notification_payment_approved_title = /** @type {(inputs: Notification_Payment_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট যাচাই হয়েছে: আপনি ভর্তি`)
};

/**
* | output |
* | --- |
* | "Payment checked: you are enrolled" |
*
* @param {Notification_Payment_Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_payment_approved_title = /** @type {((inputs?: Notification_Payment_Approved_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Payment_Approved_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_payment_approved_title(inputs)
	return en_notification_payment_approved_title(inputs)
});
