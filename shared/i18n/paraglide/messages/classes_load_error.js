/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Classes_Load_ErrorInputs */

const en_classes_load_error = /** @type {(inputs: Classes_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the classes`)
};

const bn_classes_load_error = /** @type {(inputs: Classes_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসগুলো লোড করা যায়নি`)
};

/**
* | output |
* | --- |
* | "We could not load the classes" |
*
* @param {Classes_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_load_error = /** @type {((inputs?: Classes_Load_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_Load_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_load_error(inputs)
	return en_classes_load_error(inputs)
});
