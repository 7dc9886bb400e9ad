/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Offer_Pay_BeforeInputs */

const en_waitlist_offer_pay_before = /** @type {(inputs: Waitlist_Offer_Pay_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay for it before then, or it goes to the next in line.`)
};

const bn_waitlist_offer_pay_before = /** @type {(inputs: Waitlist_Offer_Pay_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এর আগেই পেমেন্ট করুন, না হলে সিটটি লাইনের পরের জনের কাছে যাবে।`)
};

/**
* | output |
* | --- |
* | "Pay for it before then, or it goes to the next in line." |
*
* @param {Waitlist_Offer_Pay_BeforeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_offer_pay_before = /** @type {((inputs?: Waitlist_Offer_Pay_BeforeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Offer_Pay_BeforeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_offer_pay_before(inputs)
	return en_waitlist_offer_pay_before(inputs)
});
