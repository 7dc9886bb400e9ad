/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Pay_FailedInputs */

const en_waitlist_pay_failed = /** @type {(inputs: Waitlist_Pay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not get the seat ready to pay`)
};

const bn_waitlist_pay_failed = /** @type {(inputs: Waitlist_Pay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিটটি পেমেন্টের জন্য তৈরি করা যায়নি`)
};

/**
* | output |
* | --- |
* | "Could not get the seat ready to pay" |
*
* @param {Waitlist_Pay_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_pay_failed = /** @type {((inputs?: Waitlist_Pay_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Pay_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_pay_failed(inputs)
	return en_waitlist_pay_failed(inputs)
});
