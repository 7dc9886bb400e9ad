/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Card_Form_ErrorInputs */

const en_payment_card_form_error = /** @type {(inputs: Payment_Card_Form_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the card form. Check your connection and try again.`)
};

const bn_payment_card_form_error = /** @type {(inputs: Payment_Card_Form_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্ডের ফর্ম লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load the card form. Check your connection and try again." |
*
* @param {Payment_Card_Form_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_card_form_error = /** @type {((inputs?: Payment_Card_Form_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Card_Form_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_card_form_error(inputs)
	return en_payment_card_form_error(inputs)
});
