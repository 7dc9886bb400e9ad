/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Level_IntermediateInputs */

const en_level_intermediate = /** @type {(inputs: Level_IntermediateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intermediate`)
};

const bn_level_intermediate = /** @type {(inputs: Level_IntermediateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মাঝারি লেভেল`)
};

/**
* | output |
* | --- |
* | "Intermediate" |
*
* @param {Level_IntermediateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const level_intermediate = /** @type {((inputs?: Level_IntermediateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Level_IntermediateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_level_intermediate(inputs)
	return en_level_intermediate(inputs)
});
