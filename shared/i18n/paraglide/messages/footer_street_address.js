/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Street_AddressInputs */

const en_footer_street_address = /** @type {(inputs: Footer_Street_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh`)
};

const bn_footer_street_address = /** @type {(inputs: Footer_Street_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫, বাংলাদেশ`)
};

/**
* | output |
* | --- |
* | "House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh" |
*
* @param {Footer_Street_AddressInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_street_address = /** @type {((inputs?: Footer_Street_AddressInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Street_AddressInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_street_address(inputs)
	return en_footer_street_address(inputs)
});
