/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Sessions_EmptyInputs */

const en_roster_sessions_empty = /** @type {(inputs: Roster_Sessions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This class has no sessions yet.`)
};

const bn_roster_sessions_empty = /** @type {(inputs: Roster_Sessions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসের এখনো কোনো সেশন নেই।`)
};

/**
* | output |
* | --- |
* | "This class has no sessions yet." |
*
* @param {Roster_Sessions_EmptyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_sessions_empty = /** @type {((inputs?: Roster_Sessions_EmptyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Sessions_EmptyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_sessions_empty(inputs)
	return en_roster_sessions_empty(inputs)
});
