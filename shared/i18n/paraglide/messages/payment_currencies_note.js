/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Payment_Currencies_NoteInputs */

const en_payment_currencies_note = /** @type {(inputs: Payment_Currencies_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your classes are priced in ${i?.count} currencies, and each currency is paid on its own. Choose which to pay now; the others stay selected for their own payment.`)
};

const bn_payment_currencies_note = /** @type {(inputs: Payment_Currencies_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আপনার ক্লাসগুলোর ফি ${i?.count}টি মুদ্রায়, আর প্রতিটি মুদ্রার পেমেন্ট আলাদা। কোনটি এখন পেমেন্ট করবেন বেছে নিন; বাকিগুলো সিলেক্ট করা থাকবে, পরে আলাদা পেমেন্টে দেবেন।`)
};

/**
* | output |
* | --- |
* | "Your classes are priced in {count} currencies, and each currency is paid on its own. Choose which to pay now; the others stay selected for their own payment." |
*
* @param {Payment_Currencies_NoteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_currencies_note = /** @type {((inputs: Payment_Currencies_NoteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Currencies_NoteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_currencies_note(inputs)
	return en_payment_currencies_note(inputs)
});
