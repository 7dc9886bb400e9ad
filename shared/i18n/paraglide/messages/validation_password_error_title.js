/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Password_Error_TitleInputs */

const en_validation_password_error_title = /** @type {(inputs: Validation_Password_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Error`)
};

const bn_validation_password_error_title = /** @type {(inputs: Validation_Password_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাসওয়ার্ডে সমস্যা`)
};

/**
* | output |
* | --- |
* | "Password Error" |
*
* @param {Validation_Password_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_password_error_title = /** @type {((inputs?: Validation_Password_Error_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Password_Error_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_password_error_title(inputs)
	return en_validation_password_error_title(inputs)
});
