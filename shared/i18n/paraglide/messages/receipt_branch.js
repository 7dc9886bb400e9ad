/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_BranchInputs */

const en_receipt_branch = /** @type {(inputs: Receipt_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Branch`)
};

const bn_receipt_branch = /** @type {(inputs: Receipt_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শাখা`)
};

/**
* | output |
* | --- |
* | "Branch" |
*
* @param {Receipt_BranchInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_branch = /** @type {((inputs?: Receipt_BranchInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_BranchInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_branch(inputs)
	return en_receipt_branch(inputs)
});
