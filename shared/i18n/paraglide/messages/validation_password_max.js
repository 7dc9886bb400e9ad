/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Validation_Password_MaxInputs */

const en_validation_password_max = /** @type {(inputs: Validation_Password_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password must be at most ${i?.max} characters.`)
};

const bn_validation_password_max = /** @type {(inputs: Validation_Password_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`পাসওয়ার্ডে সর্বোচ্চ ${i?.max}টি অক্ষর থাকতে পারে।`)
};

/**
* | output |
* | --- |
* | "Password must be at most {max} characters." |
*
* @param {Validation_Password_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_password_max = /** @type {((inputs: Validation_Password_MaxInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Password_MaxInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_password_max(inputs)
	return en_validation_password_max(inputs)
});
