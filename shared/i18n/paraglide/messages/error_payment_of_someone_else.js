/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_Of_Someone_ElseInputs */

const en_error_payment_of_someone_else = /** @type {(inputs: Error_Payment_Of_Someone_ElseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment belongs to someone else.`)
};

const bn_error_payment_of_someone_else = /** @type {(inputs: Error_Payment_Of_Someone_ElseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টটি অন্য কারও।`)
};

/**
* | output |
* | --- |
* | "This payment belongs to someone else." |
*
* @param {Error_Payment_Of_Someone_ElseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_payment_of_someone_else = /** @type {((inputs?: Error_Payment_Of_Someone_ElseInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_Of_Someone_ElseInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_payment_of_someone_else(inputs)
	return en_error_payment_of_someone_else(inputs)
});
