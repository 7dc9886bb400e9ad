/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overlap_Select_AnywayInputs */

const en_overlap_select_anyway = /** @type {(inputs: Overlap_Select_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select anyway`)
};

const bn_overlap_select_anyway = /** @type {(inputs: Overlap_Select_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তবুও সিলেক্ট করুন`)
};

/**
* | output |
* | --- |
* | "Select anyway" |
*
* @param {Overlap_Select_AnywayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const overlap_select_anyway = /** @type {((inputs?: Overlap_Select_AnywayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overlap_Select_AnywayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_overlap_select_anyway(inputs)
	return en_overlap_select_anyway(inputs)
});
