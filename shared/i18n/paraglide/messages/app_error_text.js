/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Error_TextInputs */

const en_app_error_text = /** @type {(inputs: App_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this. Check your connection and try again.`)
};

const bn_app_error_text = /** @type {(inputs: App_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এটা লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load this. Check your connection and try again." |
*
* @param {App_Error_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_error_text = /** @type {((inputs?: App_Error_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Error_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_error_text(inputs)
	return en_app_error_text(inputs)
});
