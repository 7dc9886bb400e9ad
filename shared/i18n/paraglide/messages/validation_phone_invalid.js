/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Validation_Phone_InvalidInputs */

const en_validation_phone_invalid = /** @type {(inputs: Validation_Phone_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter a phone number: ${i?.min} to ${i?.max} digits, with + or spaces if you like.`)
};

const bn_validation_phone_invalid = /** @type {(inputs: Validation_Phone_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`একটি ফোন নম্বর লিখুন: ${i?.min} থেকে ${i?.max}টি অঙ্ক, চাইলে + বা স্পেস দিয়ে।`)
};

/**
* | output |
* | --- |
* | "Enter a phone number: {min} to {max} digits, with + or spaces if you like." |
*
* @param {Validation_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_phone_invalid = /** @type {((inputs: Validation_Phone_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Phone_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_phone_invalid(inputs)
	return en_validation_phone_invalid(inputs)
});
