/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Waitlist_Leave_TextInputs */

const en_waitlist_leave_text = /** @type {(inputs: Waitlist_Leave_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You lose your place in line for ${i?.className}. Joining again puts you at the end of the line.`)
};

const bn_waitlist_leave_text = /** @type {(inputs: Waitlist_Leave_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} ক্লাসের লাইনে আপনার অবস্থান হারাবেন। আবার যোগ দিলে আপনি লাইনের শেষে থাকবেন।`)
};

/**
* | output |
* | --- |
* | "You lose your place in line for {className}. Joining again puts you at the end of the line." |
*
* @param {Waitlist_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_leave_text = /** @type {((inputs: Waitlist_Leave_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Leave_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_leave_text(inputs)
	return en_waitlist_leave_text(inputs)
});
