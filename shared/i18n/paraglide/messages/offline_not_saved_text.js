/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Not_Saved_TextInputs */

const en_offline_not_saved_text = /** @type {(inputs: Offline_Not_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and this has not been opened on this device before. It loads once you are back online.`)
};

const bn_offline_not_saved_text = /** @type {(inputs: Offline_Not_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি অফলাইনে আছেন, আর এটি এই ডিভাইসে আগে খোলা হয়নি। ইন্টারনেট সংযোগ ফিরলে লোড হবে।`)
};

/**
* | output |
* | --- |
* | "You are offline, and this has not been opened on this device before. It loads once you are back online." |
*
* @param {Offline_Not_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const offline_not_saved_text = /** @type {((inputs?: Offline_Not_Saved_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Not_Saved_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_offline_not_saved_text(inputs)
	return en_offline_not_saved_text(inputs)
});
