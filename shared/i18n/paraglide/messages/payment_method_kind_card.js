/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Method_Kind_CardInputs */

const en_payment_method_kind_card = /** @type {(inputs: Payment_Method_Kind_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

const bn_payment_method_kind_card = /** @type {(inputs: Payment_Method_Kind_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্ড`)
};

/**
* | output |
* | --- |
* | "Card" |
*
* @param {Payment_Method_Kind_CardInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_kind_card = /** @type {((inputs?: Payment_Method_Kind_CardInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_Kind_CardInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_kind_card(inputs)
	return en_payment_method_kind_card(inputs)
});
