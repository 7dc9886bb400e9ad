/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Venue_DhakaInputs */

const en_venue_dhaka = /** @type {(inputs: Venue_DhakaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dhanmondi, Dhaka`)
};

const bn_venue_dhaka = /** @type {(inputs: Venue_DhakaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ধানমন্ডি, ঢাকা`)
};

/**
* | output |
* | --- |
* | "Dhanmondi, Dhaka" |
*
* @param {Venue_DhakaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const venue_dhaka = /** @type {((inputs?: Venue_DhakaInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Venue_DhakaInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_venue_dhaka(inputs)
	return en_venue_dhaka(inputs)
});
