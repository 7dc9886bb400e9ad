/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Waitlist_Already_PaidInputs */

const en_error_waitlist_already_paid = /** @type {(inputs: Error_Waitlist_Already_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already paid for this class.`)
};

const bn_error_waitlist_already_paid = /** @type {(inputs: Error_Waitlist_Already_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসের পেমেন্ট আপনি আগেই করেছেন।`)
};

/**
* | output |
* | --- |
* | "You have already paid for this class." |
*
* @param {Error_Waitlist_Already_PaidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_waitlist_already_paid = /** @type {((inputs?: Error_Waitlist_Already_PaidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Waitlist_Already_PaidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_waitlist_already_paid(inputs)
	return en_error_waitlist_already_paid(inputs)
});
