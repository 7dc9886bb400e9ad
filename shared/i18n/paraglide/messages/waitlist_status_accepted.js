/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Status_AcceptedInputs */

const en_waitlist_status_accepted = /** @type {(inputs: Waitlist_Status_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const bn_waitlist_status_accepted = /** @type {(inputs: Waitlist_Status_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট করেছেন`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Waitlist_Status_AcceptedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_status_accepted = /** @type {((inputs?: Waitlist_Status_AcceptedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Status_AcceptedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_status_accepted(inputs)
	return en_waitlist_status_accepted(inputs)
});
