/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ClassesInputs */

const en_nav_classes = /** @type {(inputs: Nav_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes`)
};

const bn_nav_classes = /** @type {(inputs: Nav_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস`)
};

/**
* | output |
* | --- |
* | "Classes" |
*
* @param {Nav_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_classes = /** @type {((inputs?: Nav_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_classes(inputs)
	return en_nav_classes(inputs)
});
