/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Desk_Payment_Key_ReusedInputs */

const en_error_desk_payment_key_reused = /** @type {(inputs: Error_Desk_Payment_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment was already recorded with other details. Start a new payment.`)
};

const bn_error_desk_payment_key_reused = /** @type {(inputs: Error_Desk_Payment_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টটি অন্য তথ্য দিয়ে আগেই রেকর্ড হয়েছে। নতুন পেমেন্ট শুরু করুন।`)
};

/**
* | output |
* | --- |
* | "This payment was already recorded with other details. Start a new payment." |
*
* @param {Error_Desk_Payment_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_desk_payment_key_reused = /** @type {((inputs?: Error_Desk_Payment_Key_ReusedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Desk_Payment_Key_ReusedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_desk_payment_key_reused(inputs)
	return en_error_desk_payment_key_reused(inputs)
});
