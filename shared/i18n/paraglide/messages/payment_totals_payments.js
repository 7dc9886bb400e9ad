/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Totals_PaymentsInputs */

const en_payment_totals_payments = /** @type {(inputs: Payment_Totals_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

const bn_payment_totals_payments = /** @type {(inputs: Payment_Totals_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Payment_Totals_PaymentsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_totals_payments = /** @type {((inputs?: Payment_Totals_PaymentsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Totals_PaymentsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_totals_payments(inputs)
	return en_payment_totals_payments(inputs)
});
