/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_ClosedInputs */

const en_error_payment_closed = /** @type {(inputs: Error_Payment_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment can no longer be completed.`)
};

const bn_error_payment_closed = /** @type {(inputs: Error_Payment_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টটি আর সম্পন্ন করা যাবে না।`)
};

/**
* | output |
* | --- |
* | "This payment can no longer be completed." |
*
* @param {Error_Payment_ClosedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_payment_closed = /** @type {((inputs?: Error_Payment_ClosedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_ClosedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_payment_closed(inputs)
	return en_error_payment_closed(inputs)
});
