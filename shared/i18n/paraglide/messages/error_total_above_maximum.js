/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ maximum: NonNullable<unknown> }} Error_Total_Above_MaximumInputs */

const en_error_total_above_maximum = /** @type {(inputs: Error_Total_Above_MaximumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This way to pay takes at most ${i?.maximum} in one payment: pay for fewer classes at a time, or choose another way to pay.`)
};

const bn_error_total_above_maximum = /** @type {(inputs: Error_Total_Above_MaximumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এভাবে এক পেমেন্টে সর্বোচ্চ ${i?.maximum} দেওয়া যায়: একবারে কম ক্লাসের জন্য পেমেন্ট করুন, অথবা অন্য উপায় বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "This way to pay takes at most {maximum} in one payment: pay for fewer classes at a time, or choose another way to pay." |
*
* @param {Error_Total_Above_MaximumInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_total_above_maximum = /** @type {((inputs: Error_Total_Above_MaximumInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Total_Above_MaximumInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_total_above_maximum(inputs)
	return en_error_total_above_maximum(inputs)
});
