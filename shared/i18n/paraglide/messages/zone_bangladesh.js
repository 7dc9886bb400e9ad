/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Zone_BangladeshInputs */

const en_zone_bangladesh = /** @type {(inputs: Zone_BangladeshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bangladesh time`)
};

const bn_zone_bangladesh = /** @type {(inputs: Zone_BangladeshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাংলাদেশ সময়`)
};

/**
* | output |
* | --- |
* | "Bangladesh time" |
*
* @param {Zone_BangladeshInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const zone_bangladesh = /** @type {((inputs?: Zone_BangladeshInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Zone_BangladeshInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_zone_bangladesh(inputs)
	return en_zone_bangladesh(inputs)
});
