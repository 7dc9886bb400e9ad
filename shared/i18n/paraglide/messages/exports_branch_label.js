/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Branch_LabelInputs */

const en_exports_branch_label = /** @type {(inputs: Exports_Branch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Branch`)
};

const bn_exports_branch_label = /** @type {(inputs: Exports_Branch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শাখা`)
};

/**
* | output |
* | --- |
* | "Branch" |
*
* @param {Exports_Branch_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_branch_label = /** @type {((inputs?: Exports_Branch_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Branch_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_branch_label(inputs)
	return en_exports_branch_label(inputs)
});
