/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Meta_Page_TitleInputs */

const en_meta_page_title = /** @type {(inputs: Meta_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.page} · Sports Academy`)
};

const bn_meta_page_title = /** @type {(inputs: Meta_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.page} · স্পোর্টস একাডেমি`)
};

/**
* | output |
* | --- |
* | "{page} · Sports Academy" |
*
* @param {Meta_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const meta_page_title = /** @type {((inputs: Meta_Page_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Page_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_meta_page_title(inputs)
	return en_meta_page_title(inputs)
});
