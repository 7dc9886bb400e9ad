/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Classes_HeadingInputs */

const en_classes_heading = /** @type {(inputs: Classes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Your Interest`)
};

const bn_classes_heading = /** @type {(inputs: Classes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পছন্দের খেলা বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Choose Your Interest" |
*
* @param {Classes_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_heading = /** @type {((inputs?: Classes_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_heading(inputs)
	return en_classes_heading(inputs)
});
