/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Empty_TextInputs */

const en_catalogue_empty_text = /** @type {(inputs: Catalogue_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another search, or remove a filter:`)
};

const bn_catalogue_empty_text = /** @type {(inputs: Catalogue_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অন্যভাবে খুঁজুন, অথবা একটি ফিল্টার সরান:`)
};

/**
* | output |
* | --- |
* | "Try another search, or remove a filter:" |
*
* @param {Catalogue_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_empty_text = /** @type {((inputs?: Catalogue_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_empty_text(inputs)
	return en_catalogue_empty_text(inputs)
});
