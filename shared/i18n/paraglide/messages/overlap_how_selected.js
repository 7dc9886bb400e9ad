/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overlap_How_SelectedInputs */

const en_overlap_how_selected = /** @type {(inputs: Overlap_How_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`selected`)
};

const bn_overlap_how_selected = /** @type {(inputs: Overlap_How_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিলেক্ট করেছেন`)
};

/**
* | output |
* | --- |
* | "selected" |
*
* @param {Overlap_How_SelectedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const overlap_how_selected = /** @type {((inputs?: Overlap_How_SelectedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overlap_How_SelectedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_overlap_how_selected(inputs)
	return en_overlap_how_selected(inputs)
});
