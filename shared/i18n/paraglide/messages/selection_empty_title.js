/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Empty_TitleInputs */

const en_selection_empty_title = /** @type {(inputs: Selection_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No classes selected yet`)
};

const bn_selection_empty_title = /** @type {(inputs: Selection_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো ক্লাস সিলেক্ট করেননি`)
};

/**
* | output |
* | --- |
* | "No classes selected yet" |
*
* @param {Selection_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_empty_title = /** @type {((inputs?: Selection_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_empty_title(inputs)
	return en_selection_empty_title(inputs)
});
