/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Branch_LabelInputs */

const en_desk_branch_label = /** @type {(inputs: Desk_Branch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Branch`)
};

const bn_desk_branch_label = /** @type {(inputs: Desk_Branch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শাখা`)
};

/**
* | output |
* | --- |
* | "Branch" |
*
* @param {Desk_Branch_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_branch_label = /** @type {((inputs?: Desk_Branch_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Branch_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_branch_label(inputs)
	return en_desk_branch_label(inputs)
});
