/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ classNames: NonNullable<unknown> }} Error_Classes_Already_PaidInputs */

const en_error_classes_already_paid = /** @type {(inputs: Error_Classes_Already_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have already paid for ${i?.classNames}.`)
};

const bn_error_classes_already_paid = /** @type {(inputs: Error_Classes_Already_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.classNames} ক্লাসের পেমেন্ট আপনি আগেই করেছেন।`)
};

/**
* | output |
* | --- |
* | "You have already paid for {classNames}." |
*
* @param {Error_Classes_Already_PaidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_classes_already_paid = /** @type {((inputs: Error_Classes_Already_PaidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Classes_Already_PaidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_classes_already_paid(inputs)
	return en_error_classes_already_paid(inputs)
});
