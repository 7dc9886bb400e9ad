/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_ClassesInputs */

const en_payment_classes = /** @type {(inputs: Payment_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes`)
};

const bn_payment_classes = /** @type {(inputs: Payment_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস`)
};

/**
* | output |
* | --- |
* | "Classes" |
*
* @param {Payment_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_classes = /** @type {((inputs?: Payment_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_classes(inputs)
	return en_payment_classes(inputs)
});
