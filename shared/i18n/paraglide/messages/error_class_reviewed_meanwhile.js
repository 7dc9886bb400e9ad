/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Class_Reviewed_MeanwhileInputs */

const en_error_class_reviewed_meanwhile = /** @type {(inputs: Error_Class_Reviewed_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This class was reviewed meanwhile; reload and try again.`)
};

const bn_error_class_reviewed_meanwhile = /** @type {(inputs: Error_Class_Reviewed_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এর মধ্যেই ক্লাসটি রিভিউ করা হয়ে গেছে; পেজটি আবার লোড করে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "This class was reviewed meanwhile; reload and try again." |
*
* @param {Error_Class_Reviewed_MeanwhileInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_class_reviewed_meanwhile = /** @type {((inputs?: Error_Class_Reviewed_MeanwhileInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Class_Reviewed_MeanwhileInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_class_reviewed_meanwhile(inputs)
	return en_error_class_reviewed_meanwhile(inputs)
});
