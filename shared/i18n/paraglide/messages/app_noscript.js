/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_NoscriptInputs */

const en_app_noscript = /** @type {(inputs: App_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sports Academy needs JavaScript to run.`)
};

const bn_app_noscript = /** @type {(inputs: App_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্পোর্টস একাডেমি চালাতে JavaScript চালু থাকতে হবে।`)
};

/**
* | output |
* | --- |
* | "Sports Academy needs JavaScript to run." |
*
* @param {App_NoscriptInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_noscript = /** @type {((inputs?: App_NoscriptInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_NoscriptInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_noscript(inputs)
	return en_app_noscript(inputs)
});
