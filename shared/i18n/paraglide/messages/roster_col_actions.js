/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Col_ActionsInputs */

const en_roster_col_actions = /** @type {(inputs: Roster_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes`)
};

const bn_roster_col_actions = /** @type {(inputs: Roster_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিবর্তন`)
};

/**
* | output |
* | --- |
* | "Changes" |
*
* @param {Roster_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_col_actions = /** @type {((inputs?: Roster_Col_ActionsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Col_ActionsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_col_actions(inputs)
	return en_roster_col_actions(inputs)
});
