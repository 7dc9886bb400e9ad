/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Class_Not_ApprovedInputs */

const en_error_class_not_approved = /** @type {(inputs: Error_Class_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This class is not open for selection.`)
};

const bn_error_class_not_approved = /** @type {(inputs: Error_Class_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসটি এখন সিলেক্ট করা যাবে না।`)
};

/**
* | output |
* | --- |
* | "This class is not open for selection." |
*
* @param {Error_Class_Not_ApprovedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_class_not_approved = /** @type {((inputs?: Error_Class_Not_ApprovedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Class_Not_ApprovedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_class_not_approved(inputs)
	return en_error_class_not_approved(inputs)
});
