/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Waitlist_Decline_LabelInputs */

const en_waitlist_decline_label = /** @type {(inputs: Waitlist_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decline: ${i?.className}`)
};

const bn_waitlist_decline_label = /** @type {(inputs: Waitlist_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ফিরিয়ে দিন: ${i?.className}`)
};

/**
* | output |
* | --- |
* | "Decline: {className}" |
*
* @param {Waitlist_Decline_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_decline_label = /** @type {((inputs: Waitlist_Decline_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Decline_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_decline_label(inputs)
	return en_waitlist_decline_label(inputs)
});
