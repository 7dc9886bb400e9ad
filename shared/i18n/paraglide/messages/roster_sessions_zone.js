/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Roster_Sessions_ZoneInputs */

const en_roster_sessions_zone = /** @type {(inputs: Roster_Sessions_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Times are in ${i?.zone}.`)
};

const bn_roster_sessions_zone = /** @type {(inputs: Roster_Sessions_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সময়গুলো ${i?.zone} অনুযায়ী।`)
};

/**
* | output |
* | --- |
* | "Times are in {zone}." |
*
* @param {Roster_Sessions_ZoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_sessions_zone = /** @type {((inputs: Roster_Sessions_ZoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Sessions_ZoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_sessions_zone(inputs)
	return en_roster_sessions_zone(inputs)
});
