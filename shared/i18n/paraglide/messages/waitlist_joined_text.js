/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Joined_TextInputs */

const en_waitlist_joined_text = /** @type {(inputs: Waitlist_Joined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When a seat frees up for you, it is held for you for a while.`)
};

const bn_waitlist_joined_text = /** @type {(inputs: Waitlist_Joined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার জন্য সিট খালি হলে কিছু সময়ের জন্য সেটি আপনার জন্য রাখা হবে।`)
};

/**
* | output |
* | --- |
* | "When a seat frees up for you, it is held for you for a while." |
*
* @param {Waitlist_Joined_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_joined_text = /** @type {((inputs?: Waitlist_Joined_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Joined_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_joined_text(inputs)
	return en_waitlist_joined_text(inputs)
});
