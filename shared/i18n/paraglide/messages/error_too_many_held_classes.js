/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Error_Too_Many_Held_ClassesInputs */

const en_error_too_many_held_classes = /** @type {(inputs: Error_Too_Many_Held_ClassesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are holding seats in too many classes: one payment can hold at most ${i?.max}, and you have selected ${i?.count}. Remove some from your selection, pay for the rest, then select them again.`)
};

const bn_error_too_many_held_classes = /** @type {(inputs: Error_Too_Many_Held_ClassesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আপনি অনেক বেশি ক্লাসে সিট ধরে রেখেছেন: এক পেমেন্টে সর্বোচ্চ ${i?.max}টি ক্লাস রাখা যায়, আর আপনি সিলেক্ট করেছেন ${i?.count}টি। সিলেকশন থেকে কয়েকটি বাদ দিন, বাকিগুলোর পেমেন্ট করুন, তারপর সেগুলো আবার সিলেক্ট করুন।`)
};

/**
* | output |
* | --- |
* | "You are holding seats in too many classes: one payment can hold at most {max}, and you have selected {count}. Remove some from your selection, pay for the re..." |
*
* @param {Error_Too_Many_Held_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_too_many_held_classes = /** @type {((inputs: Error_Too_Many_Held_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Too_Many_Held_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_too_many_held_classes(inputs)
	return en_error_too_many_held_classes(inputs)
});
