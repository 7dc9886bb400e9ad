/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_New_PaymentInputs */

const en_desk_new_payment = /** @type {(inputs: Desk_New_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record another payment`)
};

const bn_desk_new_payment = /** @type {(inputs: Desk_New_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আরেকটি পেমেন্ট রেকর্ড করুন`)
};

/**
* | output |
* | --- |
* | "Record another payment" |
*
* @param {Desk_New_PaymentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_new_payment = /** @type {((inputs?: Desk_New_PaymentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_New_PaymentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_new_payment(inputs)
	return en_desk_new_payment(inputs)
});
