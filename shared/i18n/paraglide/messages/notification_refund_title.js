/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Refund_TitleInputs */

const en_notification_refund_title = /** @type {(inputs: Notification_Refund_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund issued`)
};

const bn_notification_refund_title = /** @type {(inputs: Notification_Refund_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিফান্ড দেওয়া হয়েছে`)
};

/**
* | output |
* | --- |
* | "Refund issued" |
*
* @param {Notification_Refund_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_refund_title = /** @type {((inputs?: Notification_Refund_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Refund_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_refund_title(inputs)
	return en_notification_refund_title(inputs)
});
