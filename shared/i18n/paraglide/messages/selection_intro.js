/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_IntroInputs */

const en_selection_intro = /** @type {(inputs: Selection_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes you picked and have not paid for yet.`)
};

const bn_selection_intro = /** @type {(inputs: Selection_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যে ক্লাসগুলো বেছে রেখেছেন, কিন্তু এখনো পেমেন্ট করেননি।`)
};

/**
* | output |
* | --- |
* | "Classes you picked and have not paid for yet." |
*
* @param {Selection_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_intro = /** @type {((inputs?: Selection_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_intro(inputs)
	return en_selection_intro(inputs)
});
