/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Classes_Empty_TextInputs */

const en_classes_empty_text = /** @type {(inputs: Classes_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our instructors are preparing new classes. Check back soon.`)
};

const bn_classes_empty_text = /** @type {(inputs: Classes_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের ইনস্ট্রাক্টররা নতুন ক্লাস সাজাচ্ছেন। কিছুদিন পর আবার দেখে যান।`)
};

/**
* | output |
* | --- |
* | "Our instructors are preparing new classes. Check back soon." |
*
* @param {Classes_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_empty_text = /** @type {((inputs?: Classes_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_empty_text(inputs)
	return en_classes_empty_text(inputs)
});
