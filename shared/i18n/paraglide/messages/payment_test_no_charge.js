/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_No_ChargeInputs */

const en_payment_test_no_charge = /** @type {(inputs: Payment_Test_No_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No real card is charged.`)
};

const bn_payment_test_no_charge = /** @type {(inputs: Payment_Test_No_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোনো আসল কার্ড থেকে টাকা কাটা হবে না।`)
};

/**
* | output |
* | --- |
* | "No real card is charged." |
*
* @param {Payment_Test_No_ChargeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_test_no_charge = /** @type {((inputs?: Payment_Test_No_ChargeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_No_ChargeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_test_no_charge(inputs)
	return en_payment_test_no_charge(inputs)
});
