/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Meta_Not_Found_TitleInputs */

const en_meta_not_found_title = /** @type {(inputs: Meta_Not_Found_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error ${i?.status}`)
};

const bn_meta_not_found_title = /** @type {(inputs: Meta_Not_Found_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এরর ${i?.status}`)
};

/**
* | output |
* | --- |
* | "Error {status}" |
*
* @param {Meta_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const meta_not_found_title = /** @type {((inputs: Meta_Not_Found_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Not_Found_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_meta_not_found_title(inputs)
	return en_meta_not_found_title(inputs)
});
