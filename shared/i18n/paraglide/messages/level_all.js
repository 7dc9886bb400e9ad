/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Level_AllInputs */

const en_level_all = /** @type {(inputs: Level_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All levels`)
};

const bn_level_all = /** @type {(inputs: Level_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব লেভেল`)
};

/**
* | output |
* | --- |
* | "All levels" |
*
* @param {Level_AllInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const level_all = /** @type {((inputs?: Level_AllInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Level_AllInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_level_all(inputs)
	return en_level_all(inputs)
});
