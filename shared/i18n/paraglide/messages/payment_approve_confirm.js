/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Approve_ConfirmInputs */

const en_payment_approve_confirm = /** @type {(inputs: Payment_Approve_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, approve it`)
};

const bn_payment_approve_confirm = /** @type {(inputs: Payment_Approve_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হ্যাঁ, অনুমোদন করুন`)
};

/**
* | output |
* | --- |
* | "Yes, approve it" |
*
* @param {Payment_Approve_ConfirmInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_approve_confirm = /** @type {((inputs?: Payment_Approve_ConfirmInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Approve_ConfirmInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_approve_confirm(inputs)
	return en_payment_approve_confirm(inputs)
});
