/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Digits_LatinInputs */

const en_settings_digits_latin = /** @type {(inputs: Settings_Digits_LatinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English (123)`)
};

const bn_settings_digits_latin = /** @type {(inputs: Settings_Digits_LatinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইংরেজি (123)`)
};

/**
* | output |
* | --- |
* | "English (123)" |
*
* @param {Settings_Digits_LatinInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const settings_digits_latin = /** @type {((inputs?: Settings_Digits_LatinInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Digits_LatinInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_settings_digits_latin(inputs)
	return en_settings_digits_latin(inputs)
});
