/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_LoadingInputs */

const en_check_in_loading = /** @type {(inputs: Check_In_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the roster…`)
};

const bn_check_in_loading = /** @type {(inputs: Check_In_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তালিকা লোড হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Loading the roster…" |
*
* @param {Check_In_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_loading = /** @type {((inputs?: Check_In_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_loading(inputs)
	return en_check_in_loading(inputs)
});
