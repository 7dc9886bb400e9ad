/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Classes_DescriptionInputs */

const en_meta_classes_description = /** @type {(inputs: Meta_Classes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every class open at Sports Academy, with its instructor, seats left and price: select the ones you want and pay in one go.`)
};

const bn_meta_classes_description = /** @type {(inputs: Meta_Classes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্পোর্টস একাডেমির সব খোলা ক্লাস — ইনস্ট্রাক্টর, খালি সিট আর ফিসহ। পছন্দের ক্লাসগুলো সিলেক্ট করে একবারেই পেমেন্ট করুন।`)
};

/**
* | output |
* | --- |
* | "Every class open at Sports Academy, with its instructor, seats left and price: select the ones you want and pay in one go." |
*
* @param {Meta_Classes_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const meta_classes_description = /** @type {((inputs?: Meta_Classes_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Classes_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_meta_classes_description(inputs)
	return en_meta_classes_description(inputs)
});
