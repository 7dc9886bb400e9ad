/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Venue_Kuala_LumpurInputs */

const en_venue_kuala_lumpur = /** @type {(inputs: Venue_Kuala_LumpurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuala Lumpur`)
};

const bn_venue_kuala_lumpur = /** @type {(inputs: Venue_Kuala_LumpurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কুয়ালালামপুর`)
};

/**
* | output |
* | --- |
* | "Kuala Lumpur" |
*
* @param {Venue_Kuala_LumpurInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const venue_kuala_lumpur = /** @type {((inputs?: Venue_Kuala_LumpurInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Venue_Kuala_LumpurInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_venue_kuala_lumpur(inputs)
	return en_venue_kuala_lumpur(inputs)
});
