/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Zone_Saudi_ArabiaInputs */

const en_zone_saudi_arabia = /** @type {(inputs: Zone_Saudi_ArabiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saudi Arabia time`)
};

const bn_zone_saudi_arabia = /** @type {(inputs: Zone_Saudi_ArabiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সৌদি আরব সময়`)
};

/**
* | output |
* | --- |
* | "Saudi Arabia time" |
*
* @param {Zone_Saudi_ArabiaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const zone_saudi_arabia = /** @type {((inputs?: Zone_Saudi_ArabiaInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Zone_Saudi_ArabiaInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_zone_saudi_arabia(inputs)
	return en_zone_saudi_arabia(inputs)
});
