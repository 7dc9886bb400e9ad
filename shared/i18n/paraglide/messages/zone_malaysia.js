/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Zone_MalaysiaInputs */

const en_zone_malaysia = /** @type {(inputs: Zone_MalaysiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malaysia time`)
};

const bn_zone_malaysia = /** @type {(inputs: Zone_MalaysiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মালয়েশিয়া সময়`)
};

/**
* | output |
* | --- |
* | "Malaysia time" |
*
* @param {Zone_MalaysiaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const zone_malaysia = /** @type {((inputs?: Zone_MalaysiaInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Zone_MalaysiaInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_zone_malaysia(inputs)
	return en_zone_malaysia(inputs)
});
