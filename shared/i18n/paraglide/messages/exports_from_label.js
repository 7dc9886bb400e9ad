/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_From_LabelInputs */

const en_exports_from_label = /** @type {(inputs: Exports_From_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const bn_exports_from_label = /** @type {(inputs: Exports_From_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শুরু`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Exports_From_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_from_label = /** @type {((inputs?: Exports_From_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_From_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_from_label(inputs)
	return en_exports_from_label(inputs)
});
