/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Update_AvailableInputs */

const en_app_update_available = /** @type {(inputs: App_Update_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update available`)
};

const bn_app_update_available = /** @type {(inputs: App_Update_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন আপডেট এসেছে`)
};

/**
* | output |
* | --- |
* | "Update available" |
*
* @param {App_Update_AvailableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_update_available = /** @type {((inputs?: App_Update_AvailableInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Update_AvailableInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_update_available(inputs)
	return en_app_update_available(inputs)
});
