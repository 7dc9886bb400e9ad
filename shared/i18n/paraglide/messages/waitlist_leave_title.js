/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Leave_TitleInputs */

const en_waitlist_leave_title = /** @type {(inputs: Waitlist_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the waitlist?`)
};

const bn_waitlist_leave_title = /** @type {(inputs: Waitlist_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্ট ছেড়ে দেবেন?`)
};

/**
* | output |
* | --- |
* | "Leave the waitlist?" |
*
* @param {Waitlist_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_leave_title = /** @type {((inputs?: Waitlist_Leave_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Leave_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_leave_title(inputs)
	return en_waitlist_leave_title(inputs)
});
