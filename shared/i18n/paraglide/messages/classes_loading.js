/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Classes_LoadingInputs */

const en_classes_loading = /** @type {(inputs: Classes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading classes`)
};

const bn_classes_loading = /** @type {(inputs: Classes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসগুলো লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading classes" |
*
* @param {Classes_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_loading = /** @type {((inputs?: Classes_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_loading(inputs)
	return en_classes_loading(inputs)
});
