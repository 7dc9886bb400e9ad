/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ expected: NonNullable<unknown> }} Validation_Invalid_TypeInputs */

const en_validation_invalid_type = /** @type {(inputs: Validation_Invalid_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expected ${i?.expected}.`)
};

const bn_validation_invalid_type = /** @type {(inputs: Validation_Invalid_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এখানে ${i?.expected} হওয়ার কথা।`)
};

/**
* | output |
* | --- |
* | "Expected {expected}." |
*
* @param {Validation_Invalid_TypeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_invalid_type = /** @type {((inputs: Validation_Invalid_TypeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Invalid_TypeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_invalid_type(inputs)
	return en_validation_invalid_type(inputs)
});
