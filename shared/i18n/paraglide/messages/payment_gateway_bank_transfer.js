/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Gateway_Bank_TransferInputs */

const en_payment_gateway_bank_transfer = /** @type {(inputs: Payment_Gateway_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank transfer`)
};

const bn_payment_gateway_bank_transfer = /** @type {(inputs: Payment_Gateway_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ব্যাংক ট্রান্সফার`)
};

/**
* | output |
* | --- |
* | "Bank transfer" |
*
* @param {Payment_Gateway_Bank_TransferInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_gateway_bank_transfer = /** @type {((inputs?: Payment_Gateway_Bank_TransferInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Gateway_Bank_TransferInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_gateway_bank_transfer(inputs)
	return en_payment_gateway_bank_transfer(inputs)
});
