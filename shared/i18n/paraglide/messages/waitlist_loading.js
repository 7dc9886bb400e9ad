/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_LoadingInputs */

const en_waitlist_loading = /** @type {(inputs: Waitlist_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your waitlist`)
};

const bn_waitlist_loading = /** @type {(inputs: Waitlist_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ওয়েটলিস্ট লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading your waitlist" |
*
* @param {Waitlist_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_loading = /** @type {((inputs?: Waitlist_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_loading(inputs)
	return en_waitlist_loading(inputs)
});
