/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Noscript_Sign_InInputs */

const en_app_noscript_sign_in = /** @type {(inputs: App_Noscript_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in and the dashboard need JavaScript: turn it on in your browser, or open this page in another browser.`)
};

const bn_app_noscript_sign_in = /** @type {(inputs: App_Noscript_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লগইন আর ড্যাশবোর্ডের জন্য JavaScript লাগে: ব্রাউজারে তা চালু করুন, অথবা অন্য কোনো ব্রাউজারে এই পেজটি খুলুন।`)
};

/**
* | output |
* | --- |
* | "Signing in and the dashboard need JavaScript: turn it on in your browser, or open this page in another browser." |
*
* @param {App_Noscript_Sign_InInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_noscript_sign_in = /** @type {((inputs?: App_Noscript_Sign_InInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Noscript_Sign_InInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_noscript_sign_in(inputs)
	return en_app_noscript_sign_in(inputs)
});
