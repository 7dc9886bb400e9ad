/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Error_Pass_Other_ClassInputs */

const en_error_pass_other_class = /** @type {(inputs: Error_Pass_Other_ClassInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This pass is for another class: ${i?.className}.`)
};

const bn_error_pass_other_class = /** @type {(inputs: Error_Pass_Other_ClassInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এই পাসটি অন্য একটি ক্লাসের: ${i?.className}।`)
};

/**
* | output |
* | --- |
* | "This pass is for another class: {className}." |
*
* @param {Error_Pass_Other_ClassInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_pass_other_class = /** @type {((inputs: Error_Pass_Other_ClassInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Pass_Other_ClassInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_pass_other_class(inputs)
	return en_error_pass_other_class(inputs)
});
