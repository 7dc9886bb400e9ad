/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_LoadingInputs */

const en_roster_loading = /** @type {(inputs: Roster_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the students and sessions`)
};

const bn_roster_loading = /** @type {(inputs: Roster_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী আর সেশন লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading the students and sessions" |
*
* @param {Roster_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_loading = /** @type {((inputs?: Roster_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_loading(inputs)
	return en_roster_loading(inputs)
});
