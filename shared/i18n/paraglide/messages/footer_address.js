/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_AddressInputs */

const en_footer_address = /** @type {(inputs: Footer_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const bn_footer_address = /** @type {(inputs: Footer_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঠিকানা`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Footer_AddressInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_address = /** @type {((inputs?: Footer_AddressInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AddressInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_address(inputs)
	return en_footer_address(inputs)
});
