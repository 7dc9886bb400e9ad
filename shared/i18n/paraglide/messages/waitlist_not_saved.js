/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Waitlist_Not_SavedInputs */

const en_waitlist_not_saved = /** @type {(inputs: Waitlist_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: ${i?.reason}`)
};

const bn_waitlist_not_saved = /** @type {(inputs: Waitlist_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সেভ হয়নি: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Not saved: {reason}" |
*
* @param {Waitlist_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_not_saved = /** @type {((inputs: Waitlist_Not_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Not_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_not_saved(inputs)
	return en_waitlist_not_saved(inputs)
});
