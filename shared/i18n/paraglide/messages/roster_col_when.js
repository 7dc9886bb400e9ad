/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Col_WhenInputs */

const en_roster_col_when = /** @type {(inputs: Roster_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const bn_roster_col_when = /** @type {(inputs: Roster_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কখন`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Roster_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_col_when = /** @type {((inputs?: Roster_Col_WhenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Col_WhenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_col_when(inputs)
	return en_roster_col_when(inputs)
});
