/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Own_ClassInputs */

const en_selection_own_class = /** @type {(inputs: Selection_Own_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You teach this class: see its students and sessions.`)
};

const bn_selection_own_class = /** @type {(inputs: Selection_Own_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসটি আপনি পড়ান: এর শিক্ষার্থী আর সেশনগুলো দেখুন।`)
};

/**
* | output |
* | --- |
* | "You teach this class: see its students and sessions." |
*
* @param {Selection_Own_ClassInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_own_class = /** @type {((inputs?: Selection_Own_ClassInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Own_ClassInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_own_class(inputs)
	return en_selection_own_class(inputs)
});
