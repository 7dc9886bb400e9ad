/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_LoadingInputs */

const en_bell_loading = /** @type {(inputs: Bell_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading notifications`)
};

const bn_bell_loading = /** @type {(inputs: Bell_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নোটিফিকেশন লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading notifications" |
*
* @param {Bell_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_loading = /** @type {((inputs?: Bell_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_loading(inputs)
	return en_bell_loading(inputs)
});
