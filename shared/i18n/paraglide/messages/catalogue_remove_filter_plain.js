/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Remove_Filter_PlainInputs */

const en_catalogue_remove_filter_plain = /** @type {(inputs: Catalogue_Remove_Filter_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(remove this filter)`)
};

const bn_catalogue_remove_filter_plain = /** @type {(inputs: Catalogue_Remove_Filter_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ফিল্টারটি সরান)`)
};

/**
* | output |
* | --- |
* | "(remove this filter)" |
*
* @param {Catalogue_Remove_Filter_PlainInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_remove_filter_plain = /** @type {((inputs?: Catalogue_Remove_Filter_PlainInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Remove_Filter_PlainInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_remove_filter_plain(inputs)
	return en_catalogue_remove_filter_plain(inputs)
});
