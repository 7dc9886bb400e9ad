/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Confirm_Password_RequiredInputs */

const en_validation_confirm_password_required = /** @type {(inputs: Validation_Confirm_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Password is required`)
};

const bn_validation_confirm_password_required = /** @type {(inputs: Validation_Confirm_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাসওয়ার্ডটি আবার লিখতে হবে`)
};

/**
* | output |
* | --- |
* | "Confirm Password is required" |
*
* @param {Validation_Confirm_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_confirm_password_required = /** @type {((inputs?: Validation_Confirm_Password_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Confirm_Password_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_confirm_password_required(inputs)
	return en_validation_confirm_password_required(inputs)
});
