/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pass_LoadingInputs */

const en_pass_loading = /** @type {(inputs: Pass_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your pass…`)
};

const bn_pass_loading = /** @type {(inputs: Pass_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পাস লোড হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Loading your pass…" |
*
* @param {Pass_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pass_loading = /** @type {((inputs?: Pass_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pass_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pass_loading(inputs)
	return en_pass_loading(inputs)
});
