/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_SelectInputs */

const en_selection_select = /** @type {(inputs: Selection_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select`)
};

const bn_selection_select = /** @type {(inputs: Selection_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিলেক্ট করুন`)
};

/**
* | output |
* | --- |
* | "Select" |
*
* @param {Selection_SelectInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_select = /** @type {((inputs?: Selection_SelectInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_SelectInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_select(inputs)
	return en_selection_select(inputs)
});
