/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_SelectedInputs */

const en_selection_selected = /** @type {(inputs: Selection_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selected`)
};

const bn_selection_selected = /** @type {(inputs: Selection_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিলেক্ট করা হয়েছে`)
};

/**
* | output |
* | --- |
* | "Selected" |
*
* @param {Selection_SelectedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_selected = /** @type {((inputs?: Selection_SelectedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_SelectedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_selected(inputs)
	return en_selection_selected(inputs)
});
