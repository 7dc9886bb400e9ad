/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_ReferenceInputs */

const en_payment_reference = /** @type {(inputs: Payment_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our reference`)
};

const bn_payment_reference = /** @type {(inputs: Payment_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের রেফারেন্স`)
};

/**
* | output |
* | --- |
* | "Our reference" |
*
* @param {Payment_ReferenceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_reference = /** @type {((inputs?: Payment_ReferenceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_ReferenceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_reference(inputs)
	return en_payment_reference(inputs)
});
