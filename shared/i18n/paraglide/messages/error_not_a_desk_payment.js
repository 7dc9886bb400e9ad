/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Not_A_Desk_PaymentInputs */

const en_error_not_a_desk_payment = /** @type {(inputs: Error_Not_A_Desk_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a payment taken at the desk can be refunded here; an admin refunds online payments.`)
};

const bn_error_not_a_desk_payment = /** @type {(inputs: Error_Not_A_Desk_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখানে শুধু ডেস্কে নেওয়া পেমেন্ট ফেরত দেওয়া যায়; অনলাইন পেমেন্ট অ্যাডমিন ফেরত দেন।`)
};

/**
* | output |
* | --- |
* | "Only a payment taken at the desk can be refunded here; an admin refunds online payments." |
*
* @param {Error_Not_A_Desk_PaymentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_not_a_desk_payment = /** @type {((inputs?: Error_Not_A_Desk_PaymentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_A_Desk_PaymentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_not_a_desk_payment(inputs)
	return en_error_not_a_desk_payment(inputs)
});
