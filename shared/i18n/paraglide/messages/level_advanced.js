/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Level_AdvancedInputs */

const en_level_advanced = /** @type {(inputs: Level_AdvancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advanced`)
};

const bn_level_advanced = /** @type {(inputs: Level_AdvancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাডভান্সড`)
};

/**
* | output |
* | --- |
* | "Advanced" |
*
* @param {Level_AdvancedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const level_advanced = /** @type {((inputs?: Level_AdvancedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Level_AdvancedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_level_advanced(inputs)
	return en_level_advanced(inputs)
});
