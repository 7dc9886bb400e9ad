/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minimum: NonNullable<unknown> }} Error_Total_Below_MinimumInputs */

const en_error_total_below_minimum = /** @type {(inputs: Error_Total_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This way to pay takes at least ${i?.minimum} in one payment: add a class, or choose another way to pay.`)
};

const bn_error_total_below_minimum = /** @type {(inputs: Error_Total_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এভাবে এক পেমেন্টে কমপক্ষে ${i?.minimum} দিতে হয়: আরেকটি ক্লাস যোগ করুন, অথবা অন্য উপায় বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "This way to pay takes at least {minimum} in one payment: add a class, or choose another way to pay." |
*
* @param {Error_Total_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_total_below_minimum = /** @type {((inputs: Error_Total_Below_MinimumInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Total_Below_MinimumInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_total_below_minimum(inputs)
	return en_error_total_below_minimum(inputs)
});
