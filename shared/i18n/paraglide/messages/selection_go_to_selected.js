/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Go_To_SelectedInputs */

const en_selection_go_to_selected = /** @type {(inputs: Selection_Go_To_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to My selected Classes`)
};

const bn_selection_go_to_selected = /** @type {(inputs: Selection_Go_To_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার সিলেক্ট করা ক্লাসে যান`)
};

/**
* | output |
* | --- |
* | "Go to My selected Classes" |
*
* @param {Selection_Go_To_SelectedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_go_to_selected = /** @type {((inputs?: Selection_Go_To_SelectedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Go_To_SelectedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_go_to_selected(inputs)
	return en_selection_go_to_selected(inputs)
});
