/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Validation_LimitInputs */

const en_validation_limit = /** @type {(inputs: Validation_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The limit must be a whole number from 1 to ${i?.max}.`)
};

const bn_validation_limit = /** @type {(inputs: Validation_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`লিমিট এক থেকে ${i?.max}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।`)
};

/**
* | output |
* | --- |
* | "The limit must be a whole number from 1 to {max}." |
*
* @param {Validation_LimitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_limit = /** @type {((inputs: Validation_LimitInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_LimitInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_limit(inputs)
	return en_validation_limit(inputs)
});
