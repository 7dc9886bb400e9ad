/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ classNames: NonNullable<unknown> }} Error_Classes_FullInputs */

const en_error_classes_full = /** @type {(inputs: Error_Classes_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No seats left in ${i?.classNames}.`)
};

const bn_error_classes_full = /** @type {(inputs: Error_Classes_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.classNames} ক্লাসে আর কোনো খালি সিট নেই।`)
};

/**
* | output |
* | --- |
* | "No seats left in {classNames}." |
*
* @param {Error_Classes_FullInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_classes_full = /** @type {((inputs: Error_Classes_FullInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Classes_FullInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_classes_full(inputs)
	return en_error_classes_full(inputs)
});
