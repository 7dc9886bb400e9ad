/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Status_LeftInputs */

const en_waitlist_status_left = /** @type {(inputs: Waitlist_Status_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Left`)
};

const bn_waitlist_status_left = /** @type {(inputs: Waitlist_Status_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছেড়ে দিয়েছেন`)
};

/**
* | output |
* | --- |
* | "Left" |
*
* @param {Waitlist_Status_LeftInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_status_left = /** @type {((inputs?: Waitlist_Status_LeftInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Status_LeftInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_status_left(inputs)
	return en_waitlist_status_left(inputs)
});
