/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Waitlist_Entry_Not_FoundInputs */

const en_error_waitlist_entry_not_found = /** @type {(inputs: Error_Waitlist_Entry_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no waitlist entry with this id.`)
};

const bn_error_waitlist_entry_not_found = /** @type {(inputs: Error_Waitlist_Entry_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই আইডিতে আপনার কোনো ওয়েটলিস্ট নেই।`)
};

/**
* | output |
* | --- |
* | "You have no waitlist entry with this id." |
*
* @param {Error_Waitlist_Entry_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_waitlist_entry_not_found = /** @type {((inputs?: Error_Waitlist_Entry_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Waitlist_Entry_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_waitlist_entry_not_found(inputs)
	return en_error_waitlist_entry_not_found(inputs)
});
