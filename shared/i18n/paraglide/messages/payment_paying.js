/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_PayingInputs */

const en_payment_paying = /** @type {(inputs: Payment_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying…`)
};

const bn_payment_paying = /** @type {(inputs: Payment_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Paying…" |
*
* @param {Payment_PayingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_paying = /** @type {((inputs?: Payment_PayingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_PayingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_paying(inputs)
	return en_payment_paying(inputs)
});
