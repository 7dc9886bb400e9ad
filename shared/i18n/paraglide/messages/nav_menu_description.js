/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Menu_DescriptionInputs */

const en_nav_menu_description = /** @type {(inputs: Nav_Menu_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages of Sports Academy`)
};

const bn_nav_menu_description = /** @type {(inputs: Nav_Menu_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্পোর্টস একাডেমির পেজগুলো`)
};

/**
* | output |
* | --- |
* | "Pages of Sports Academy" |
*
* @param {Nav_Menu_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_menu_description = /** @type {((inputs?: Nav_Menu_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Menu_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_menu_description(inputs)
	return en_nav_menu_description(inputs)
});
