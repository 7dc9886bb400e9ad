/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Level_BeginnerInputs */

const en_level_beginner = /** @type {(inputs: Level_BeginnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginners`)
};

const bn_level_beginner = /** @type {(inputs: Level_BeginnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুনদের জন্য`)
};

/**
* | output |
* | --- |
* | "Beginners" |
*
* @param {Level_BeginnerInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const level_beginner = /** @type {((inputs?: Level_BeginnerInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Level_BeginnerInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_level_beginner(inputs)
	return en_level_beginner(inputs)
});
