/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_SelectingInputs */

const en_selection_selecting = /** @type {(inputs: Selection_SelectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecting…`)
};

const bn_selection_selecting = /** @type {(inputs: Selection_SelectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিলেক্ট হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Selecting…" |
*
* @param {Selection_SelectingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_selecting = /** @type {((inputs?: Selection_SelectingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_SelectingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_selecting(inputs)
	return en_selection_selecting(inputs)
});
