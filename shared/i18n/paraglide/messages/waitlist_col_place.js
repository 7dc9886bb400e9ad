/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Col_PlaceInputs */

const en_waitlist_col_place = /** @type {(inputs: Waitlist_Col_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place`)
};

const bn_waitlist_col_place = /** @type {(inputs: Waitlist_Col_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অবস্থান`)
};

/**
* | output |
* | --- |
* | "Place" |
*
* @param {Waitlist_Col_PlaceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_col_place = /** @type {((inputs?: Waitlist_Col_PlaceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Col_PlaceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_col_place(inputs)
	return en_waitlist_col_place(inputs)
});
