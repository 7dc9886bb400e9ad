/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Not_NowInputs */

const en_selection_not_now = /** @type {(inputs: Selection_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

const bn_selection_not_now = /** @type {(inputs: Selection_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখন না`)
};

/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Selection_Not_NowInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_not_now = /** @type {((inputs?: Selection_Not_NowInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Not_NowInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_not_now(inputs)
	return en_selection_not_now(inputs)
});
