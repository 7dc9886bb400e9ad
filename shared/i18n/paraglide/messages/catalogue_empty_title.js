/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Empty_TitleInputs */

const en_catalogue_empty_title = /** @type {(inputs: Catalogue_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No classes match these filters`)
};

const bn_catalogue_empty_title = /** @type {(inputs: Catalogue_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ফিল্টারে কোনো ক্লাস নেই`)
};

/**
* | output |
* | --- |
* | "No classes match these filters" |
*
* @param {Catalogue_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_empty_title = /** @type {((inputs?: Catalogue_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_empty_title(inputs)
	return en_catalogue_empty_title(inputs)
});
