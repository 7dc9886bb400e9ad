/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown>, last4: NonNullable<unknown> }} Payment_Method_With_DigitsInputs */

const en_payment_method_with_digits = /** @type {(inputs: Payment_Method_With_DigitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method} ••• ${i?.last4}`)
};

const bn_payment_method_with_digits = /** @type {(inputs: Payment_Method_With_DigitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method} ••• ${i?.last4}`)
};

/**
* | output |
* | --- |
* | "{method} ••• {last4}" |
*
* @param {Payment_Method_With_DigitsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_with_digits = /** @type {((inputs: Payment_Method_With_DigitsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_With_DigitsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_with_digits(inputs)
	return en_payment_method_with_digits(inputs)
});
