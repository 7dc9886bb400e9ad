/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_ApproveInputs */

const en_payment_approve = /** @type {(inputs: Payment_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

const bn_payment_approve = /** @type {(inputs: Payment_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অনুমোদন করুন`)
};

/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Payment_ApproveInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_approve = /** @type {((inputs?: Payment_ApproveInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_ApproveInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_approve(inputs)
	return en_payment_approve(inputs)
});
