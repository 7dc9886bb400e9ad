/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_Not_FoundInputs */

const en_error_payment_not_found = /** @type {(inputs: Error_Payment_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment was not found.`)
};

const bn_error_payment_not_found = /** @type {(inputs: Error_Payment_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টটি পাওয়া যায়নি।`)
};

/**
* | output |
* | --- |
* | "This payment was not found." |
*
* @param {Error_Payment_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_payment_not_found = /** @type {((inputs?: Error_Payment_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_payment_not_found(inputs)
	return en_error_payment_not_found(inputs)
});
