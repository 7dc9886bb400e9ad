/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Classes_Of_One_BranchInputs */

const en_error_classes_of_one_branch = /** @type {(inputs: Error_Classes_Of_One_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose classes of one branch for one desk payment.`)
};

const bn_error_classes_of_one_branch = /** @type {(inputs: Error_Classes_Of_One_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একটি ডেস্ক পেমেন্টে একটি শাখারই ক্লাস বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose classes of one branch for one desk payment." |
*
* @param {Error_Classes_Of_One_BranchInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_classes_of_one_branch = /** @type {((inputs?: Error_Classes_Of_One_BranchInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Classes_Of_One_BranchInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_classes_of_one_branch(inputs)
	return en_error_classes_of_one_branch(inputs)
});
