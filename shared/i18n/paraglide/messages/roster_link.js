/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_LinkInputs */

const en_roster_link = /** @type {(inputs: Roster_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Students and sessions`)
};

const bn_roster_link = /** @type {(inputs: Roster_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী আর সেশন`)
};

/**
* | output |
* | --- |
* | "Students and sessions" |
*
* @param {Roster_LinkInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_link = /** @type {((inputs?: Roster_LinkInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_LinkInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_link(inputs)
	return en_roster_link(inputs)
});
