/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Join_FailedInputs */

const en_waitlist_join_failed = /** @type {(inputs: Waitlist_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not join the waitlist`)
};

const bn_waitlist_join_failed = /** @type {(inputs: Waitlist_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্টে যোগ দেওয়া যায়নি`)
};

/**
* | output |
* | --- |
* | "Could not join the waitlist" |
*
* @param {Waitlist_Join_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_join_failed = /** @type {((inputs?: Waitlist_Join_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Join_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_join_failed(inputs)
	return en_waitlist_join_failed(inputs)
});
