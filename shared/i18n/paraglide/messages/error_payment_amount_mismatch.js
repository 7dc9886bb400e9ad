/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_Amount_MismatchInputs */

const en_error_payment_amount_mismatch = /** @type {(inputs: Error_Payment_Amount_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount paid does not match the classes: please contact us.`)
};

const bn_error_payment_amount_mismatch = /** @type {(inputs: Error_Payment_Amount_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিশোধিত টাকা ক্লাসগুলোর ফির সাথে মিলছে না: আমাদের সাথে যোগাযোগ করুন।`)
};

/**
* | output |
* | --- |
* | "The amount paid does not match the classes: please contact us." |
*
* @param {Error_Payment_Amount_MismatchInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_payment_amount_mismatch = /** @type {((inputs?: Error_Payment_Amount_MismatchInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_Amount_MismatchInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_payment_amount_mismatch(inputs)
	return en_error_payment_amount_mismatch(inputs)
});
