/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Refunding_ActionInputs */

const en_payment_refunding_action = /** @type {(inputs: Payment_Refunding_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunding a payment`)
};

const bn_payment_refunding_action = /** @type {(inputs: Payment_Refunding_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট ফেরত দেওয়া`)
};

/**
* | output |
* | --- |
* | "Refunding a payment" |
*
* @param {Payment_Refunding_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_refunding_action = /** @type {((inputs?: Payment_Refunding_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Refunding_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_refunding_action(inputs)
	return en_payment_refunding_action(inputs)
});
