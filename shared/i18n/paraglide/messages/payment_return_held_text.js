/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ gateway: NonNullable<unknown> }} Payment_Return_Held_TextInputs */

const en_payment_return_held_text = /** @type {(inputs: Payment_Return_Held_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gateway} asked us to check this payment before you are enrolled. An admin will look at it soon and you will get a notification; there is nothing you need to do.`)
};

const bn_payment_return_held_text = /** @type {(inputs: Payment_Return_Held_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ভর্তির আগে পেমেন্টটি যাচাই করতে ${i?.gateway} আমাদের বলেছে। একজন অ্যাডমিন শিগগিরই দেখবেন, আর আপনি নোটিফিকেশন পাবেন; আপনাকে কিছু করতে হবে না।`)
};

/**
* | output |
* | --- |
* | "{gateway} asked us to check this payment before you are enrolled. An admin will look at it soon and you will get a notification; there is nothing you need to..." |
*
* @param {Payment_Return_Held_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_held_text = /** @type {((inputs: Payment_Return_Held_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Held_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_held_text(inputs)
	return en_payment_return_held_text(inputs)
});
