/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Branch_AllInputs */

const en_exports_branch_all = /** @type {(inputs: Exports_Branch_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All branches`)
};

const bn_exports_branch_all = /** @type {(inputs: Exports_Branch_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব শাখা`)
};

/**
* | output |
* | --- |
* | "All branches" |
*
* @param {Exports_Branch_AllInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_branch_all = /** @type {((inputs?: Exports_Branch_AllInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Branch_AllInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_branch_all(inputs)
	return en_exports_branch_all(inputs)
});
