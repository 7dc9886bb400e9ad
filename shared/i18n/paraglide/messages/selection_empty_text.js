/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Empty_TextInputs */

const en_selection_empty_text = /** @type {(inputs: Selection_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick the classes you like on the Classes page; they will wait for you here until you pay.`)
};

const bn_selection_empty_text = /** @type {(inputs: Selection_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস পেজ থেকে পছন্দের ক্লাসগুলো সিলেক্ট করুন; পেমেন্ট না করা পর্যন্ত সেগুলো এখানেই থাকবে।`)
};

/**
* | output |
* | --- |
* | "Pick the classes you like on the Classes page; they will wait for you here until you pay." |
*
* @param {Selection_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_empty_text = /** @type {((inputs?: Selection_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_empty_text(inputs)
	return en_selection_empty_text(inputs)
});
