/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_Offline_TextInputs */

const en_bell_offline_text = /** @type {(inputs: Bell_Offline_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device has not saved it yet. Try again when you are back online.`)
};

const bn_bell_offline_text = /** @type {(inputs: Bell_Offline_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ডিভাইসে এটি এখনও সংরক্ষিত হয়নি। অনলাইনে ফিরে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "This device has not saved it yet. Try again when you are back online." |
*
* @param {Bell_Offline_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_offline_text = /** @type {((inputs?: Bell_Offline_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Offline_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_offline_text(inputs)
	return en_bell_offline_text(inputs)
});
