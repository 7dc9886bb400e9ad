/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_Notice_RefusedInputs */

const en_error_payment_notice_refused = /** @type {(inputs: Error_Payment_Notice_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment notice could not be verified.`)
};

const bn_error_payment_notice_refused = /** @type {(inputs: Error_Payment_Notice_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টের বার্তাটি যাচাই করা যায়নি।`)
};

/**
* | output |
* | --- |
* | "This payment notice could not be verified." |
*
* @param {Error_Payment_Notice_RefusedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_payment_notice_refused = /** @type {((inputs?: Error_Payment_Notice_RefusedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_Notice_RefusedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_payment_notice_refused(inputs)
	return en_error_payment_notice_refused(inputs)
});
