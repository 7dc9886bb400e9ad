/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Class_FullInputs */

const en_error_class_full = /** @type {(inputs: Error_Class_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This class has no seats left.`)
};

const bn_error_class_full = /** @type {(inputs: Error_Class_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসে আর কোনো খালি সিট নেই।`)
};

/**
* | output |
* | --- |
* | "This class has no seats left." |
*
* @param {Error_Class_FullInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_class_full = /** @type {((inputs?: Error_Class_FullInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Class_FullInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_class_full(inputs)
	return en_error_class_full(inputs)
});
