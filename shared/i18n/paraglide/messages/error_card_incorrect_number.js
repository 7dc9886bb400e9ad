/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Card_Incorrect_NumberInputs */

const en_error_card_incorrect_number = /** @type {(inputs: Error_Card_Incorrect_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card number is incorrect.`)
};

const bn_error_card_incorrect_number = /** @type {(inputs: Error_Card_Incorrect_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ড নম্বরটি ভুল।`)
};

/**
* | output |
* | --- |
* | "Your card number is incorrect." |
*
* @param {Error_Card_Incorrect_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_card_incorrect_number = /** @type {((inputs?: Error_Card_Incorrect_NumberInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Card_Incorrect_NumberInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_card_incorrect_number(inputs)
	return en_error_card_incorrect_number(inputs)
});
