/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Validation_Seats_InvalidInputs */

const en_validation_seats_invalid = /** @type {(inputs: Validation_Seats_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Available seats must be a whole number from 0 to ${i?.max}.`)
};

const bn_validation_seats_invalid = /** @type {(inputs: Validation_Seats_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`খালি সিট শূন্য থেকে ${i?.max}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।`)
};

/**
* | output |
* | --- |
* | "Available seats must be a whole number from 0 to {max}." |
*
* @param {Validation_Seats_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_seats_invalid = /** @type {((inputs: Validation_Seats_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Seats_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_seats_invalid(inputs)
	return en_validation_seats_invalid(inputs)
});
