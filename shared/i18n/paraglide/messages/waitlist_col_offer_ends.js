/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Col_Offer_EndsInputs */

const en_waitlist_col_offer_ends = /** @type {(inputs: Waitlist_Col_Offer_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer ends`)
};

const bn_waitlist_col_offer_ends = /** @type {(inputs: Waitlist_Col_Offer_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অফার শেষ হবে`)
};

/**
* | output |
* | --- |
* | "Offer ends" |
*
* @param {Waitlist_Col_Offer_EndsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_col_offer_ends = /** @type {((inputs?: Waitlist_Col_Offer_EndsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Col_Offer_EndsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_col_offer_ends(inputs)
	return en_waitlist_col_offer_ends(inputs)
});
