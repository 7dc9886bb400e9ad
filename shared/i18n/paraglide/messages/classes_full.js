/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Classes_FullInputs */

const en_classes_full = /** @type {(inputs: Classes_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

const bn_classes_full = /** @type {(inputs: Classes_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিট নেই`)
};

/**
* | output |
* | --- |
* | "Full" |
*
* @param {Classes_FullInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_full = /** @type {((inputs?: Classes_FullInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_FullInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_full(inputs)
	return en_classes_full(inputs)
});
