/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ gateway: NonNullable<unknown> }} Payment_Opening_GatewayInputs */

const en_payment_opening_gateway = /** @type {(inputs: Payment_Opening_GatewayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opening ${i?.gateway}…`)
};

const bn_payment_opening_gateway = /** @type {(inputs: Payment_Opening_GatewayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gateway} খোলা হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Opening {gateway}…" |
*
* @param {Payment_Opening_GatewayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_opening_gateway = /** @type {((inputs: Payment_Opening_GatewayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Opening_GatewayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_opening_gateway(inputs)
	return en_payment_opening_gateway(inputs)
});
