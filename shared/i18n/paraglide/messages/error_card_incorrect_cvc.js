/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Card_Incorrect_CvcInputs */

const en_error_card_incorrect_cvc = /** @type {(inputs: Error_Card_Incorrect_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card's security code is incorrect.`)
};

const bn_error_card_incorrect_cvc = /** @type {(inputs: Error_Card_Incorrect_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ডের সিকিউরিটি কোডটি ভুল।`)
};

/**
* | output |
* | --- |
* | "Your card's security code is incorrect." |
*
* @param {Error_Card_Incorrect_CvcInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_card_incorrect_cvc = /** @type {((inputs?: Error_Card_Incorrect_CvcInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Card_Incorrect_CvcInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_card_incorrect_cvc(inputs)
	return en_error_card_incorrect_cvc(inputs)
});
