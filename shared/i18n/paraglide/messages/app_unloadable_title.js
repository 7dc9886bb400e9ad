/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Unloadable_TitleInputs */

const en_app_unloadable_title = /** @type {(inputs: App_Unloadable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not load`)
};

const bn_app_unloadable_title = /** @type {(inputs: App_Unloadable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেজটি লোড করা যায়নি`)
};

/**
* | output |
* | --- |
* | "This page could not load" |
*
* @param {App_Unloadable_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_unloadable_title = /** @type {((inputs?: App_Unloadable_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Unloadable_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_unloadable_title(inputs)
	return en_app_unloadable_title(inputs)
});
