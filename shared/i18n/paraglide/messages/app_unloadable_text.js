/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Unloadable_TextInputs */

const en_app_unloadable_text = /** @type {(inputs: App_Unloadable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your connection, then reload the page.`)
};

const bn_app_unloadable_text = /** @type {(inputs: App_Unloadable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইন্টারনেট সংযোগ ঠিক আছে কি না দেখে পেজটি আবার লোড করুন।`)
};

/**
* | output |
* | --- |
* | "Check your connection, then reload the page." |
*
* @param {App_Unloadable_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_unloadable_text = /** @type {((inputs?: App_Unloadable_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Unloadable_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_unloadable_text(inputs)
	return en_app_unloadable_text(inputs)
});
