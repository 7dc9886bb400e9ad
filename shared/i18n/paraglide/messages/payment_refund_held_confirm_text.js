/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Payment_Refund_Held_Confirm_TextInputs */

const en_payment_refund_held_confirm_text = /** @type {(inputs: Payment_Refund_Held_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The whole payment goes back to ${i?.email} and the seats held for it are let go. You won't be able to revert this!`)
};

const bn_payment_refund_held_confirm_text = /** @type {(inputs: Payment_Refund_Held_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`পুরো টাকা ${i?.email}-কে ফেরত যাবে আর এর জন্য ধরে রাখা সিটগুলো ছেড়ে দেওয়া হবে। এটা আর ফেরানো যাবে না!`)
};

/**
* | output |
* | --- |
* | "The whole payment goes back to {email} and the seats held for it are let go. You won't be able to revert this!" |
*
* @param {Payment_Refund_Held_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_refund_held_confirm_text = /** @type {((inputs: Payment_Refund_Held_Confirm_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Refund_Held_Confirm_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_refund_held_confirm_text(inputs)
	return en_payment_refund_held_confirm_text(inputs)
});
