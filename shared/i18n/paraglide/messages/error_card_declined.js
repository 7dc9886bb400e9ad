/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Card_DeclinedInputs */

const en_error_card_declined = /** @type {(inputs: Error_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card was declined.`)
};

const bn_error_card_declined = /** @type {(inputs: Error_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ডটি প্রত্যাখ্যাত হয়েছে।`)
};

/**
* | output |
* | --- |
* | "Your card was declined." |
*
* @param {Error_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_card_declined = /** @type {((inputs?: Error_Card_DeclinedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Card_DeclinedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_card_declined(inputs)
	return en_error_card_declined(inputs)
});
