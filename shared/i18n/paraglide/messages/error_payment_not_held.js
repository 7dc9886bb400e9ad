/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_Not_HeldInputs */

const en_error_payment_not_held = /** @type {(inputs: Error_Payment_Not_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment is not waiting for a review.`)
};

const bn_error_payment_not_held = /** @type {(inputs: Error_Payment_Not_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টটি যাচাইয়ের অপেক্ষায় নেই।`)
};

/**
* | output |
* | --- |
* | "This payment is not waiting for a review." |
*
* @param {Error_Payment_Not_HeldInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_payment_not_held = /** @type {((inputs?: Error_Payment_Not_HeldInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_Not_HeldInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_payment_not_held(inputs)
	return en_error_payment_not_held(inputs)
});
