/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Nothing_TextInputs */

const en_payment_nothing_text = /** @type {(inputs: Payment_Nothing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select one or more classes first; you pay for all of them in one go.`)
};

const bn_payment_nothing_text = /** @type {(inputs: Payment_Nothing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আগে এক বা একাধিক ক্লাস সিলেক্ট করুন; সবগুলোর পেমেন্ট একবারেই হবে।`)
};

/**
* | output |
* | --- |
* | "Select one or more classes first; you pay for all of them in one go." |
*
* @param {Payment_Nothing_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_nothing_text = /** @type {((inputs?: Payment_Nothing_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Nothing_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_nothing_text(inputs)
	return en_payment_nothing_text(inputs)
});
