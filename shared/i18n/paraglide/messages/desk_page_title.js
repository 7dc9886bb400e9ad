/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Page_TitleInputs */

const en_desk_page_title = /** @type {(inputs: Desk_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desk payments`)
};

const bn_desk_page_title = /** @type {(inputs: Desk_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেস্কে পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Desk payments" |
*
* @param {Desk_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_page_title = /** @type {((inputs?: Desk_Page_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Page_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_page_title(inputs)
	return en_desk_page_title(inputs)
});
