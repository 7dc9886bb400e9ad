/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_DismissInputs */

const en_selection_dismiss = /** @type {(inputs: Selection_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

const bn_selection_dismiss = /** @type {(inputs: Selection_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সরিয়ে দিন`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Selection_DismissInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_dismiss = /** @type {((inputs?: Selection_DismissInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_DismissInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_dismiss(inputs)
	return en_selection_dismiss(inputs)
});
