/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_Card_Incorrect_CvcInputs */

const en_payment_test_card_incorrect_cvc = /** @type {(inputs: Payment_Test_Card_Incorrect_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incorrect security code`)
};

const bn_payment_test_card_incorrect_cvc = /** @type {(inputs: Payment_Test_Card_Incorrect_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ভুল সিকিউরিটি কোড`)
};

/**
* | output |
* | --- |
* | "Incorrect security code" |
*
* @param {Payment_Test_Card_Incorrect_CvcInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_test_card_incorrect_cvc = /** @type {((inputs?: Payment_Test_Card_Incorrect_CvcInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_Card_Incorrect_CvcInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_test_card_incorrect_cvc(inputs)
	return en_payment_test_card_incorrect_cvc(inputs)
});
