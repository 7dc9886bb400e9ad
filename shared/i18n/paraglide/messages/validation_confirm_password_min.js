/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Validation_Confirm_Password_MinInputs */

const en_validation_confirm_password_min = /** @type {(inputs: Validation_Confirm_Password_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm Password must be at least ${i?.min} characters.`)
};

const bn_validation_confirm_password_min = /** @type {(inputs: Validation_Confirm_Password_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আবার লেখা পাসওয়ার্ডে কমপক্ষে ${i?.min}টি অক্ষর থাকতে হবে।`)
};

/**
* | output |
* | --- |
* | "Confirm Password must be at least {min} characters." |
*
* @param {Validation_Confirm_Password_MinInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_confirm_password_min = /** @type {((inputs: Validation_Confirm_Password_MinInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Confirm_Password_MinInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_confirm_password_min(inputs)
	return en_validation_confirm_password_min(inputs)
});
