/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_BlogsInputs */

const en_nav_blogs = /** @type {(inputs: Nav_BlogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blogs`)
};

const bn_nav_blogs = /** @type {(inputs: Nav_BlogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ব্লগ`)
};

/**
* | output |
* | --- |
* | "Blogs" |
*
* @param {Nav_BlogsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_blogs = /** @type {((inputs?: Nav_BlogsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_BlogsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_blogs(inputs)
	return en_nav_blogs(inputs)
});
