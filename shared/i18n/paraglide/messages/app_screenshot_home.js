/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Screenshot_HomeInputs */

const en_app_screenshot_home = /** @type {(inputs: App_Screenshot_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home: train with world-class sports trainers`)
};

const bn_app_screenshot_home = /** @type {(inputs: App_Screenshot_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হোম: বিশ্বমানের ট্রেইনারদের কাছে অনুশীলন`)
};

/**
* | output |
* | --- |
* | "Home: train with world-class sports trainers" |
*
* @param {App_Screenshot_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_screenshot_home = /** @type {((inputs?: App_Screenshot_HomeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Screenshot_HomeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_screenshot_home(inputs)
	return en_app_screenshot_home(inputs)
});
