/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_CardsInputs */

const en_payment_test_cards = /** @type {(inputs: Payment_Test_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test cards`)
};

const bn_payment_test_cards = /** @type {(inputs: Payment_Test_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`টেস্ট কার্ড`)
};

/**
* | output |
* | --- |
* | "Test cards" |
*
* @param {Payment_Test_CardsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_test_cards = /** @type {((inputs?: Payment_Test_CardsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_CardsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_test_cards(inputs)
	return en_payment_test_cards(inputs)
});
