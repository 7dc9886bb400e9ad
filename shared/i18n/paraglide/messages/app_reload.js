/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_ReloadInputs */

const en_app_reload = /** @type {(inputs: App_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

const bn_app_reload = /** @type {(inputs: App_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আবার লোড করুন`)
};

/**
* | output |
* | --- |
* | "Reload" |
*
* @param {App_ReloadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_reload = /** @type {((inputs?: App_ReloadInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_ReloadInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_reload(inputs)
	return en_app_reload(inputs)
});
