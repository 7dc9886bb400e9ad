/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Class_Not_FoundInputs */

const en_error_class_not_found = /** @type {(inputs: Error_Class_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no class with that id.`)
};

const bn_error_class_not_found = /** @type {(inputs: Error_Class_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই আইডির কোনো ক্লাস নেই।`)
};

/**
* | output |
* | --- |
* | "There is no class with that id." |
*
* @param {Error_Class_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_class_not_found = /** @type {((inputs?: Error_Class_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Class_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_class_not_found(inputs)
	return en_error_class_not_found(inputs)
});
