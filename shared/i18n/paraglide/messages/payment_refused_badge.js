/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Refused_BadgeInputs */

const en_payment_refused_badge = /** @type {(inputs: Payment_Refused_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused and refunded`)
};

const bn_payment_refused_badge = /** @type {(inputs: Payment_Refused_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাতিল করে টাকা ফেরত`)
};

/**
* | output |
* | --- |
* | "Refused and refunded" |
*
* @param {Payment_Refused_BadgeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_refused_badge = /** @type {((inputs?: Payment_Refused_BadgeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Refused_BadgeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_refused_badge(inputs)
	return en_payment_refused_badge(inputs)
});
