/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_BackInputs */

const en_roster_back = /** @type {(inputs: Roster_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Classes`)
};

const bn_roster_back = /** @type {(inputs: Roster_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার ক্লাস`)
};

/**
* | output |
* | --- |
* | "My Classes" |
*
* @param {Roster_BackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_back = /** @type {((inputs?: Roster_BackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_BackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_back(inputs)
	return en_roster_back(inputs)
});
