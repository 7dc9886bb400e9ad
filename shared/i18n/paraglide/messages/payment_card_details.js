/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Card_DetailsInputs */

const en_payment_card_details = /** @type {(inputs: Payment_Card_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card details`)
};

const bn_payment_card_details = /** @type {(inputs: Payment_Card_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্ডের তথ্য`)
};

/**
* | output |
* | --- |
* | "Card details" |
*
* @param {Payment_Card_DetailsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_card_details = /** @type {((inputs?: Payment_Card_DetailsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Card_DetailsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_card_details(inputs)
	return en_payment_card_details(inputs)
});
