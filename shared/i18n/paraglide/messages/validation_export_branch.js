/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Export_BranchInputs */

const en_validation_export_branch = /** @type {(inputs: Validation_Export_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a branch, or all branches.`)
};

const bn_validation_export_branch = /** @type {(inputs: Validation_Export_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একটি শাখা, বা সব শাখা বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose a branch, or all branches." |
*
* @param {Validation_Export_BranchInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_export_branch = /** @type {((inputs?: Validation_Export_BranchInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Export_BranchInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_export_branch(inputs)
	return en_validation_export_branch(inputs)
});
