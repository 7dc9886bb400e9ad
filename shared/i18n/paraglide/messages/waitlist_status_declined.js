/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Status_DeclinedInputs */

const en_waitlist_status_declined = /** @type {(inputs: Waitlist_Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

const bn_waitlist_status_declined = /** @type {(inputs: Waitlist_Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিরিয়ে দিয়েছেন`)
};

/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Waitlist_Status_DeclinedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_status_declined = /** @type {((inputs?: Waitlist_Status_DeclinedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Status_DeclinedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_status_declined(inputs)
	return en_waitlist_status_declined(inputs)
});
