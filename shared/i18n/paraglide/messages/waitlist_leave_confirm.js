/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Leave_ConfirmInputs */

const en_waitlist_leave_confirm = /** @type {(inputs: Waitlist_Leave_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, leave`)
};

const bn_waitlist_leave_confirm = /** @type {(inputs: Waitlist_Leave_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হ্যাঁ, ছেড়ে দিন`)
};

/**
* | output |
* | --- |
* | "Yes, leave" |
*
* @param {Waitlist_Leave_ConfirmInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_leave_confirm = /** @type {((inputs?: Waitlist_Leave_ConfirmInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Leave_ConfirmInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_leave_confirm(inputs)
	return en_waitlist_leave_confirm(inputs)
});
