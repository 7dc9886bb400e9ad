/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Short_NameInputs */

const en_app_short_name = /** @type {(inputs: App_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Academy`)
};

const bn_app_short_name = /** @type {(inputs: App_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একাডেমি`)
};

/**
* | output |
* | --- |
* | "Academy" |
*
* @param {App_Short_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_short_name = /** @type {((inputs?: App_Short_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Short_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_short_name(inputs)
	return en_app_short_name(inputs)
});
