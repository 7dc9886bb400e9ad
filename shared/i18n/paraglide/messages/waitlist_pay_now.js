/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Pay_NowInputs */

const en_waitlist_pay_now = /** @type {(inputs: Waitlist_Pay_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay now`)
};

const bn_waitlist_pay_now = /** @type {(inputs: Waitlist_Pay_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনই পেমেন্ট করুন`)
};

/**
* | output |
* | --- |
* | "Pay now" |
*
* @param {Waitlist_Pay_NowInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_pay_now = /** @type {((inputs?: Waitlist_Pay_NowInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Pay_NowInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_pay_now(inputs)
	return en_waitlist_pay_now(inputs)
});
