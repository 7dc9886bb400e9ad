/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Waitlist_Id_UuidInputs */

const en_validation_waitlist_id_uuid = /** @type {(inputs: Validation_Waitlist_Id_UuidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The waitlist entry's id must be a UUID.`)
};

const bn_validation_waitlist_id_uuid = /** @type {(inputs: Validation_Waitlist_Id_UuidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্ট এন্ট্রির আইডি একটি UUID হতে হবে।`)
};

/**
* | output |
* | --- |
* | "The waitlist entry's id must be a UUID." |
*
* @param {Validation_Waitlist_Id_UuidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_waitlist_id_uuid = /** @type {((inputs?: Validation_Waitlist_Id_UuidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Waitlist_Id_UuidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_waitlist_id_uuid(inputs)
	return en_validation_waitlist_id_uuid(inputs)
});
