/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Photo_UrlInputs */

const en_auth_photo_url = /** @type {(inputs: Auth_Photo_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo URL`)
};

const bn_auth_photo_url = /** @type {(inputs: Auth_Photo_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছবির URL`)
};

/**
* | output |
* | --- |
* | "Photo URL" |
*
* @param {Auth_Photo_UrlInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_photo_url = /** @type {((inputs?: Auth_Photo_UrlInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Photo_UrlInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_photo_url(inputs)
	return en_auth_photo_url(inputs)
});
