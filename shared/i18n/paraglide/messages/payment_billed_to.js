/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown> }} Payment_Billed_ToInputs */

const en_payment_billed_to = /** @type {(inputs: Payment_Billed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Billed to ${i?.name} · ${i?.email}`)
};

const bn_payment_billed_to = /** @type {(inputs: Payment_Billed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`বিল হবে: ${i?.name} · ${i?.email}`)
};

/**
* | output |
* | --- |
* | "Billed to {name} · {email}" |
*
* @param {Payment_Billed_ToInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_billed_to = /** @type {((inputs: Payment_Billed_ToInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Billed_ToInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_billed_to(inputs)
	return en_payment_billed_to(inputs)
});
