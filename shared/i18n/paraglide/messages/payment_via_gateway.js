/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ gateway: NonNullable<unknown> }} Payment_Via_GatewayInputs */

const en_payment_via_gateway = /** @type {(inputs: Payment_Via_GatewayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`via ${i?.gateway}`)
};

const bn_payment_via_gateway = /** @type {(inputs: Payment_Via_GatewayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gateway}-এর মাধ্যমে`)
};

/**
* | output |
* | --- |
* | "via {gateway}" |
*
* @param {Payment_Via_GatewayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_via_gateway = /** @type {((inputs: Payment_Via_GatewayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Via_GatewayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_via_gateway(inputs)
	return en_payment_via_gateway(inputs)
});
