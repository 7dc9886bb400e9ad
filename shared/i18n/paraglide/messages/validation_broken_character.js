/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Validation_Broken_CharacterInputs */

const en_validation_broken_character = /** @type {(inputs: Validation_Broken_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must not contain broken characters.`)
};

const bn_validation_broken_character = /** @type {(inputs: Validation_Broken_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}-এ ভাঙা অক্ষর থাকতে পারবে না।`)
};

/**
* | output |
* | --- |
* | "{field} must not contain broken characters." |
*
* @param {Validation_Broken_CharacterInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_broken_character = /** @type {((inputs: Validation_Broken_CharacterInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Broken_CharacterInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_broken_character(inputs)
	return en_validation_broken_character(inputs)
});
