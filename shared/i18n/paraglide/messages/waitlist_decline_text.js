/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Waitlist_Decline_TextInputs */

const en_waitlist_decline_text = /** @type {(inputs: Waitlist_Decline_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The seat in ${i?.className} goes to the next in line, and you leave its waitlist.`)
};

const bn_waitlist_decline_text = /** @type {(inputs: Waitlist_Decline_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} ক্লাসের সিটটি লাইনের পরের জনের কাছে যাবে, আর আপনি এর ওয়েটলিস্ট থেকে বাদ পড়বেন।`)
};

/**
* | output |
* | --- |
* | "The seat in {className} goes to the next in line, and you leave its waitlist." |
*
* @param {Waitlist_Decline_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_decline_text = /** @type {((inputs: Waitlist_Decline_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Decline_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_decline_text(inputs)
	return en_waitlist_decline_text(inputs)
});
