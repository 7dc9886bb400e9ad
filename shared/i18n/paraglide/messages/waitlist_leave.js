/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_LeaveInputs */

const en_waitlist_leave = /** @type {(inputs: Waitlist_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave waitlist`)
};

const bn_waitlist_leave = /** @type {(inputs: Waitlist_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্ট ছেড়ে দিন`)
};

/**
* | output |
* | --- |
* | "Leave waitlist" |
*
* @param {Waitlist_LeaveInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_leave = /** @type {((inputs?: Waitlist_LeaveInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_LeaveInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_leave(inputs)
	return en_waitlist_leave(inputs)
});
