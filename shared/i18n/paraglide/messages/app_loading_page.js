/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Loading_PageInputs */

const en_app_loading_page = /** @type {(inputs: App_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading page`)
};

const bn_app_loading_page = /** @type {(inputs: App_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেজ লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading page" |
*
* @param {App_Loading_PageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_loading_page = /** @type {((inputs?: App_Loading_PageInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Loading_PageInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_loading_page(inputs)
	return en_app_loading_page(inputs)
});
