/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Record_AgainInputs */

const en_payment_record_again = /** @type {(inputs: Payment_Record_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record my payment`)
};

const bn_payment_record_again = /** @type {(inputs: Payment_Record_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার পেমেন্ট রেকর্ড করুন`)
};

/**
* | output |
* | --- |
* | "Record my payment" |
*
* @param {Payment_Record_AgainInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_record_again = /** @type {((inputs?: Payment_Record_AgainInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Record_AgainInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_record_again(inputs)
	return en_payment_record_again(inputs)
});
