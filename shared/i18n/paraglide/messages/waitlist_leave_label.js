/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Waitlist_Leave_LabelInputs */

const en_waitlist_leave_label = /** @type {(inputs: Waitlist_Leave_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leave waitlist: ${i?.className}`)
};

const bn_waitlist_leave_label = /** @type {(inputs: Waitlist_Leave_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্ট ছেড়ে দিন: ${i?.className}`)
};

/**
* | output |
* | --- |
* | "Leave waitlist: {className}" |
*
* @param {Waitlist_Leave_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_leave_label = /** @type {((inputs: Waitlist_Leave_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Leave_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_leave_label(inputs)
	return en_waitlist_leave_label(inputs)
});
