/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Waitlist_Id_TakenInputs */

const en_error_waitlist_id_taken = /** @type {(inputs: Error_Waitlist_Id_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This waitlist entry id is already used for another class or student.`)
};

const bn_error_waitlist_id_taken = /** @type {(inputs: Error_Waitlist_Id_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্টের এই আইডি অন্য কোনো ক্লাস বা স্টুডেন্টের জন্য ব্যবহার হয়েছে।`)
};

/**
* | output |
* | --- |
* | "This waitlist entry id is already used for another class or student." |
*
* @param {Error_Waitlist_Id_TakenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_waitlist_id_taken = /** @type {((inputs?: Error_Waitlist_Id_TakenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Waitlist_Id_TakenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_waitlist_id_taken(inputs)
	return en_error_waitlist_id_taken(inputs)
});
