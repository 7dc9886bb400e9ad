/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_To_LabelInputs */

const en_exports_to_label = /** @type {(inputs: Exports_To_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const bn_exports_to_label = /** @type {(inputs: Exports_To_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শেষ`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Exports_To_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_to_label = /** @type {((inputs?: Exports_To_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_To_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_to_label(inputs)
	return en_exports_to_label(inputs)
});
