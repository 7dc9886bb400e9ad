/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Photo_Url_RequiredInputs */

const en_validation_photo_url_required = /** @type {(inputs: Validation_Photo_Url_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo URL is required`)
};

const bn_validation_photo_url_required = /** @type {(inputs: Validation_Photo_Url_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছবির URL দিতে হবে`)
};

/**
* | output |
* | --- |
* | "Photo URL is required" |
*
* @param {Validation_Photo_Url_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_photo_url_required = /** @type {((inputs?: Validation_Photo_Url_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Photo_Url_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_photo_url_required(inputs)
	return en_validation_photo_url_required(inputs)
});
