/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Validation_Price_InvalidInputs */

const en_validation_price_invalid = /** @type {(inputs: Validation_Price_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price must be a number from 0 to ${i?.max}.`)
};

const bn_validation_price_invalid = /** @type {(inputs: Validation_Price_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ফি শূন্য থেকে ${i?.max}-এর মধ্যে একটি সংখ্যা হতে হবে।`)
};

/**
* | output |
* | --- |
* | "Price must be a number from 0 to {max}." |
*
* @param {Validation_Price_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_price_invalid = /** @type {((inputs: Validation_Price_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Price_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_price_invalid(inputs)
	return en_validation_price_invalid(inputs)
});
