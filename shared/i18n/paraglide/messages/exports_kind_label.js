/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Kind_LabelInputs */

const en_exports_kind_label = /** @type {(inputs: Exports_Kind_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Records`)
};

const bn_exports_kind_label = /** @type {(inputs: Exports_Kind_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হিসাব`)
};

/**
* | output |
* | --- |
* | "Records" |
*
* @param {Exports_Kind_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_kind_label = /** @type {((inputs?: Exports_Kind_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Kind_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_kind_label(inputs)
	return en_exports_kind_label(inputs)
});
