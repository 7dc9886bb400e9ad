/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Venue_RiyadhInputs */

const en_venue_riyadh = /** @type {(inputs: Venue_RiyadhInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riyadh`)
};

const bn_venue_riyadh = /** @type {(inputs: Venue_RiyadhInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিয়াদ`)
};

/**
* | output |
* | --- |
* | "Riyadh" |
*
* @param {Venue_RiyadhInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const venue_riyadh = /** @type {((inputs?: Venue_RiyadhInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Venue_RiyadhInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_venue_riyadh(inputs)
	return en_venue_riyadh(inputs)
});
