/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_CopyrightInputs */

const en_footer_copyright = /** @type {(inputs: Footer_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copyright © 2023 Sports Academy. All rights reserved.`)
};

const bn_footer_copyright = /** @type {(inputs: Footer_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কপিরাইট © ২০২৩ স্পোর্টস একাডেমি। সর্বস্বত্ব সংরক্ষিত।`)
};

/**
* | output |
* | --- |
* | "Copyright © 2023 Sports Academy. All rights reserved." |
*
* @param {Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_copyright = /** @type {((inputs?: Footer_CopyrightInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_CopyrightInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_copyright(inputs)
	return en_footer_copyright(inputs)
});
