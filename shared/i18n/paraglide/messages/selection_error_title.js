/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Error_TitleInputs */

const en_selection_error_title = /** @type {(inputs: Selection_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your classes`)
};

const bn_selection_error_title = /** @type {(inputs: Selection_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ক্লাসগুলো লোড করা যায়নি`)
};

/**
* | output |
* | --- |
* | "We could not load your classes" |
*
* @param {Selection_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_error_title = /** @type {((inputs?: Selection_Error_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Error_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_error_title(inputs)
	return en_selection_error_title(inputs)
});
