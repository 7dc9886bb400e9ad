/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_DigitsInputs */

const en_settings_digits = /** @type {(inputs: Settings_DigitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digits`)
};

const bn_settings_digits = /** @type {(inputs: Settings_DigitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সংখ্যা`)
};

/**
* | output |
* | --- |
* | "Digits" |
*
* @param {Settings_DigitsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const settings_digits = /** @type {((inputs?: Settings_DigitsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_DigitsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_settings_digits(inputs)
	return en_settings_digits(inputs)
});
