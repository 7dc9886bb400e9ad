/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Classes_TitleInputs */

const en_meta_classes_title = /** @type {(inputs: Meta_Classes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes`)
};

const bn_meta_classes_title = /** @type {(inputs: Meta_Classes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস`)
};

/**
* | output |
* | --- |
* | "Classes" |
*
* @param {Meta_Classes_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const meta_classes_title = /** @type {((inputs?: Meta_Classes_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Classes_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_meta_classes_title(inputs)
	return en_meta_classes_title(inputs)
});
