/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ classNames: NonNullable<unknown> }} Error_Classes_Not_OpenInputs */

const en_error_classes_not_open = /** @type {(inputs: Error_Classes_Not_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not open for enrollment: ${i?.classNames}. Remove it from your selection.`)
};

const bn_error_classes_not_open = /** @type {(inputs: Error_Classes_Not_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এখন ভর্তি নেওয়া হচ্ছে না: ${i?.classNames}। আপনার সিলেকশন থেকে এটি বাদ দিন।`)
};

/**
* | output |
* | --- |
* | "Not open for enrollment: {classNames}. Remove it from your selection." |
*
* @param {Error_Classes_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_classes_not_open = /** @type {((inputs: Error_Classes_Not_OpenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Classes_Not_OpenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_classes_not_open(inputs)
	return en_error_classes_not_open(inputs)
});
