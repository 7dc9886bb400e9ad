/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Sessions_HeadingInputs */

const en_roster_sessions_heading = /** @type {(inputs: Roster_Sessions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

const bn_roster_sessions_heading = /** @type {(inputs: Roster_Sessions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশন`)
};

/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Roster_Sessions_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_sessions_heading = /** @type {((inputs?: Roster_Sessions_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Sessions_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_sessions_heading(inputs)
	return en_roster_sessions_heading(inputs)
});
