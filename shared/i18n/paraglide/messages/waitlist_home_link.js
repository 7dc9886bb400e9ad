/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Home_LinkInputs */

const en_waitlist_home_link = /** @type {(inputs: Waitlist_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My waitlist`)
};

const bn_waitlist_home_link = /** @type {(inputs: Waitlist_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার ওয়েটলিস্ট`)
};

/**
* | output |
* | --- |
* | "My waitlist" |
*
* @param {Waitlist_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_home_link = /** @type {((inputs?: Waitlist_Home_LinkInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Home_LinkInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_home_link(inputs)
	return en_waitlist_home_link(inputs)
});
