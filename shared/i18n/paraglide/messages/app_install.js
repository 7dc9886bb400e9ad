/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_InstallInputs */

const en_app_install = /** @type {(inputs: App_InstallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install app`)
};

const bn_app_install = /** @type {(inputs: App_InstallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাপ ইনস্টল করুন`)
};

/**
* | output |
* | --- |
* | "Install app" |
*
* @param {App_InstallInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_install = /** @type {((inputs?: App_InstallInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_InstallInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_install(inputs)
	return en_app_install(inputs)
});
