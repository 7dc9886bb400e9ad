/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ gateway: NonNullable<unknown> }} Payment_Return_Still_TextInputs */

const en_payment_return_still_text = /** @type {(inputs: Payment_Return_Still_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gateway} has not answered yet. You can leave this page: we keep checking, and you will get a notification once it is settled. You will not be charged twice.`)
};

const bn_payment_return_still_text = /** @type {(inputs: Payment_Return_Still_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gateway} এখনো উত্তর দেয়নি। আপনি পেজটি ছেড়ে যেতে পারেন: আমরা দেখতে থাকব, নিষ্পত্তি হলেই নোটিফিকেশন পাবেন। দুবার টাকা কাটা হবে না।`)
};

/**
* | output |
* | --- |
* | "{gateway} has not answered yet. You can leave this page: we keep checking, and you will get a notification once it is settled. You will not be charged twice." |
*
* @param {Payment_Return_Still_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_still_text = /** @type {((inputs: Payment_Return_Still_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Still_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_still_text(inputs)
	return en_payment_return_still_text(inputs)
});
