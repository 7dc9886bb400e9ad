/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Approve_Confirm_TitleInputs */

const en_payment_approve_confirm_title = /** @type {(inputs: Payment_Approve_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve this payment?`)
};

const bn_payment_approve_confirm_title = /** @type {(inputs: Payment_Approve_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্ট অনুমোদন করবেন?`)
};

/**
* | output |
* | --- |
* | "Approve this payment?" |
*
* @param {Payment_Approve_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_approve_confirm_title = /** @type {((inputs?: Payment_Approve_Confirm_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Approve_Confirm_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_approve_confirm_title(inputs)
	return en_payment_approve_confirm_title(inputs)
});
