/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Venue_ChattogramInputs */

const en_venue_chattogram = /** @type {(inputs: Venue_ChattogramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GEC Circle, Chattogram`)
};

const bn_venue_chattogram = /** @type {(inputs: Venue_ChattogramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জিইসি মোড়, চট্টগ্রাম`)
};

/**
* | output |
* | --- |
* | "GEC Circle, Chattogram" |
*
* @param {Venue_ChattogramInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const venue_chattogram = /** @type {((inputs?: Venue_ChattogramInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Venue_ChattogramInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_venue_chattogram(inputs)
	return en_venue_chattogram(inputs)
});
