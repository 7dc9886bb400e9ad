/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Card_Insufficient_FundsInputs */

const en_error_card_insufficient_funds = /** @type {(inputs: Error_Card_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has insufficient funds.`)
};

const bn_error_card_insufficient_funds = /** @type {(inputs: Error_Card_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ডে যথেষ্ট টাকা নেই।`)
};

/**
* | output |
* | --- |
* | "Your card has insufficient funds." |
*
* @param {Error_Card_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_card_insufficient_funds = /** @type {((inputs?: Error_Card_Insufficient_FundsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Card_Insufficient_FundsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_card_insufficient_funds(inputs)
	return en_error_card_insufficient_funds(inputs)
});
