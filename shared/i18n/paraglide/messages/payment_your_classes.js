/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Your_ClassesInputs */

const en_payment_your_classes = /** @type {(inputs: Payment_Your_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your classes`)
};

const bn_payment_your_classes = /** @type {(inputs: Payment_Your_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ক্লাস`)
};

/**
* | output |
* | --- |
* | "Your classes" |
*
* @param {Payment_Your_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_your_classes = /** @type {((inputs?: Payment_Your_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Your_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_your_classes(inputs)
	return en_payment_your_classes(inputs)
});
