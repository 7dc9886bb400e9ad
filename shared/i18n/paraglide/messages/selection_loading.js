/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_LoadingInputs */

const en_selection_loading = /** @type {(inputs: Selection_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your selected classes`)
};

const bn_selection_loading = /** @type {(inputs: Selection_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার সিলেক্ট করা ক্লাস লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading your selected classes" |
*
* @param {Selection_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_loading = /** @type {((inputs?: Selection_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_loading(inputs)
	return en_selection_loading(inputs)
});
