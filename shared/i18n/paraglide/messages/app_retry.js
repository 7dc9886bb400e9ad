/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_RetryInputs */

const en_app_retry = /** @type {(inputs: App_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

const bn_app_retry = /** @type {(inputs: App_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আবার চেষ্টা করুন`)
};

/**
* | output |
* | --- |
* | "Retry" |
*
* @param {App_RetryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_retry = /** @type {((inputs?: App_RetryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_RetryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_retry(inputs)
	return en_app_retry(inputs)
});
