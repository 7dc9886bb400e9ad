/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overlap_CancelInputs */

const en_overlap_cancel = /** @type {(inputs: Overlap_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const bn_overlap_cancel = /** @type {(inputs: Overlap_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাতিল`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Overlap_CancelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const overlap_cancel = /** @type {((inputs?: Overlap_CancelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overlap_CancelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_overlap_cancel(inputs)
	return en_overlap_cancel(inputs)
});
