/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_JoiningInputs */

const en_waitlist_joining = /** @type {(inputs: Waitlist_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining…`)
};

const bn_waitlist_joining = /** @type {(inputs: Waitlist_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যোগ দেওয়া হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Joining…" |
*
* @param {Waitlist_JoiningInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_joining = /** @type {((inputs?: Waitlist_JoiningInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_JoiningInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_joining(inputs)
	return en_waitlist_joining(inputs)
});
