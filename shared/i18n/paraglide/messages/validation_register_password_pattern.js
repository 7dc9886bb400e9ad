/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Register_Password_PatternInputs */

const en_validation_register_password_pattern = /** @type {(inputs: Validation_Register_Password_PatternInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must have one uppercase letter, one lowercase letter, one number, and one special character.`)
};

const bn_validation_register_password_pattern = /** @type {(inputs: Validation_Register_Password_PatternInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাসওয়ার্ডে অন্তত একটি বড় হাতের অক্ষর, একটি ছোট হাতের অক্ষর, একটি সংখ্যা এবং একটি বিশেষ চিহ্ন থাকতে হবে।`)
};

/**
* | output |
* | --- |
* | "Password must have one uppercase letter, one lowercase letter, one number, and one special character." |
*
* @param {Validation_Register_Password_PatternInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_register_password_pattern = /** @type {((inputs?: Validation_Register_Password_PatternInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Register_Password_PatternInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_register_password_pattern(inputs)
	return en_validation_register_password_pattern(inputs)
});
