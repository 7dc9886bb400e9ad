/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_IntroInputs */

const en_payment_intro = /** @type {(inputs: Payment_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One card payment for all your selected classes.`)
};

const bn_payment_intro = /** @type {(inputs: Payment_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিলেক্ট করা সব ক্লাসের জন্য একবারেই কার্ডে পেমেন্ট।`)
};

/**
* | output |
* | --- |
* | "One card payment for all your selected classes." |
*
* @param {Payment_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_intro = /** @type {((inputs?: Payment_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_intro(inputs)
	return en_payment_intro(inputs)
});
