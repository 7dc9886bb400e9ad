/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Classes_EyebrowInputs */

const en_classes_eyebrow = /** @type {(inputs: Classes_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes`)
};

const bn_classes_eyebrow = /** @type {(inputs: Classes_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস`)
};

/**
* | output |
* | --- |
* | "Classes" |
*
* @param {Classes_EyebrowInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_eyebrow = /** @type {((inputs?: Classes_EyebrowInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_EyebrowInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_eyebrow(inputs)
	return en_classes_eyebrow(inputs)
});
