/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Screenshot_ClassesInputs */

const en_app_screenshot_classes = /** @type {(inputs: App_Screenshot_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes: choose your interest and select classes`)
};

const bn_app_screenshot_classes = /** @type {(inputs: App_Screenshot_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস: পছন্দের খেলা বেছে নিয়ে ক্লাস সিলেক্ট করুন`)
};

/**
* | output |
* | --- |
* | "Classes: choose your interest and select classes" |
*
* @param {App_Screenshot_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_screenshot_classes = /** @type {((inputs?: App_Screenshot_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Screenshot_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_screenshot_classes(inputs)
	return en_app_screenshot_classes(inputs)
});
