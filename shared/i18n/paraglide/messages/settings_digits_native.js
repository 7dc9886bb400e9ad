/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Digits_NativeInputs */

const en_settings_digits_native = /** @type {(inputs: Settings_Digits_NativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bangla (১২৩)`)
};

const bn_settings_digits_native = /** @type {(inputs: Settings_Digits_NativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাংলা (১২৩)`)
};

/**
* | output |
* | --- |
* | "Bangla (১২৩)" |
*
* @param {Settings_Digits_NativeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const settings_digits_native = /** @type {((inputs?: Settings_Digits_NativeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Digits_NativeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_settings_digits_native(inputs)
	return en_settings_digits_native(inputs)
});
