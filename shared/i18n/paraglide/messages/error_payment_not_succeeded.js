/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_Not_SucceededInputs */

const en_error_payment_not_succeeded = /** @type {(inputs: Error_Payment_Not_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment has not succeeded: nothing was charged for it.`)
};

const bn_error_payment_not_succeeded = /** @type {(inputs: Error_Payment_Not_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টটি সফল হয়নি: এর জন্য কোনো টাকা কাটা হয়নি।`)
};

/**
* | output |
* | --- |
* | "This payment has not succeeded: nothing was charged for it." |
*
* @param {Error_Payment_Not_SucceededInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_payment_not_succeeded = /** @type {((inputs?: Error_Payment_Not_SucceededInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_Not_SucceededInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_payment_not_succeeded(inputs)
	return en_error_payment_not_succeeded(inputs)
});
