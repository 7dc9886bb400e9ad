/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Leave_FailedInputs */

const en_waitlist_leave_failed = /** @type {(inputs: Waitlist_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not leave the waitlist`)
};

const bn_waitlist_leave_failed = /** @type {(inputs: Waitlist_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্ট ছাড়া যায়নি`)
};

/**
* | output |
* | --- |
* | "Could not leave the waitlist" |
*
* @param {Waitlist_Leave_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_leave_failed = /** @type {((inputs?: Waitlist_Leave_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Leave_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_leave_failed(inputs)
	return en_waitlist_leave_failed(inputs)
});
