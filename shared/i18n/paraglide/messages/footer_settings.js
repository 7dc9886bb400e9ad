/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_SettingsInputs */

const en_footer_settings = /** @type {(inputs: Footer_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language and digits`)
};

const bn_footer_settings = /** @type {(inputs: Footer_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ভাষা ও সংখ্যা`)
};

/**
* | output |
* | --- |
* | "Language and digits" |
*
* @param {Footer_SettingsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_settings = /** @type {((inputs?: Footer_SettingsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_SettingsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_settings(inputs)
	return en_footer_settings(inputs)
});
