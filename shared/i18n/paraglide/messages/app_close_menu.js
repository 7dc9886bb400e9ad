/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Close_MenuInputs */

const en_app_close_menu = /** @type {(inputs: App_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

const bn_app_close_menu = /** @type {(inputs: App_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেনু বন্ধ করুন`)
};

/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {App_Close_MenuInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_close_menu = /** @type {((inputs?: App_Close_MenuInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Close_MenuInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_close_menu(inputs)
	return en_app_close_menu(inputs)
});
