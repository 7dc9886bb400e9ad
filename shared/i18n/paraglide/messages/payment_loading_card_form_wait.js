/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Loading_Card_Form_WaitInputs */

const en_payment_loading_card_form_wait = /** @type {(inputs: Payment_Loading_Card_Form_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the card form…`)
};

const bn_payment_loading_card_form_wait = /** @type {(inputs: Payment_Loading_Card_Form_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্ডের ফর্ম লোড হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Loading the card form…" |
*
* @param {Payment_Loading_Card_Form_WaitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_loading_card_form_wait = /** @type {((inputs?: Payment_Loading_Card_Form_WaitInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Loading_Card_Form_WaitInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_loading_card_form_wait(inputs)
	return en_payment_loading_card_form_wait(inputs)
});
