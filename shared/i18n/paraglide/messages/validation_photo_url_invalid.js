/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Photo_Url_InvalidInputs */

const en_validation_photo_url_invalid = /** @type {(inputs: Validation_Photo_Url_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo URL must start with http:// or https://.`)
};

const bn_validation_photo_url_invalid = /** @type {(inputs: Validation_Photo_Url_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছবির URL-এর শুরুতে http:// বা https:// থাকতে হবে।`)
};

/**
* | output |
* | --- |
* | "Photo URL must start with http:// or https://." |
*
* @param {Validation_Photo_Url_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_photo_url_invalid = /** @type {((inputs?: Validation_Photo_Url_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Photo_Url_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_photo_url_invalid(inputs)
	return en_validation_photo_url_invalid(inputs)
});
