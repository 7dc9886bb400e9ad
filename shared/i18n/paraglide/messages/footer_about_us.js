/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_About_UsInputs */

const en_footer_about_us = /** @type {(inputs: Footer_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

const bn_footer_about_us = /** @type {(inputs: Footer_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের সম্পর্কে`)
};

/**
* | output |
* | --- |
* | "About us" |
*
* @param {Footer_About_UsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_about_us = /** @type {((inputs?: Footer_About_UsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_About_UsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_about_us(inputs)
	return en_footer_about_us(inputs)
});
