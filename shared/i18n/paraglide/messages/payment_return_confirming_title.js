/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Confirming_TitleInputs */

const en_payment_return_confirming_title = /** @type {(inputs: Payment_Return_Confirming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your payment…`)
};

const bn_payment_return_confirming_title = /** @type {(inputs: Payment_Return_Confirming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পেমেন্ট নিশ্চিত করা হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Confirming your payment…" |
*
* @param {Payment_Return_Confirming_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_confirming_title = /** @type {((inputs?: Payment_Return_Confirming_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Confirming_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_confirming_title(inputs)
	return en_payment_return_confirming_title(inputs)
});
