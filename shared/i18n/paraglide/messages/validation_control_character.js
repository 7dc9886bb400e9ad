/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Validation_Control_CharacterInputs */

const en_validation_control_character = /** @type {(inputs: Validation_Control_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must not contain invisible control characters.`)
};

const bn_validation_control_character = /** @type {(inputs: Validation_Control_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}-এ অদৃশ্য কন্ট্রোল ক্যারেক্টার থাকতে পারবে না।`)
};

/**
* | output |
* | --- |
* | "{field} must not contain invisible control characters." |
*
* @param {Validation_Control_CharacterInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_control_character = /** @type {((inputs: Validation_Control_CharacterInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Control_CharacterInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_control_character(inputs)
	return en_validation_control_character(inputs)
});
