/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_By_CardInputs */

const en_payment_by_card = /** @type {(inputs: Payment_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay by card`)
};

const bn_payment_by_card = /** @type {(inputs: Payment_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্ডে পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Pay by card" |
*
* @param {Payment_By_CardInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_by_card = /** @type {((inputs?: Payment_By_CardInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_By_CardInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_by_card(inputs)
	return en_payment_by_card(inputs)
});
