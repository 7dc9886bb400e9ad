/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Not_Saved_TitleInputs */

const en_offline_not_saved_title = /** @type {(inputs: Offline_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved on this device`)
};

const bn_offline_not_saved_title = /** @type {(inputs: Offline_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ডিভাইসে সেভ করা নেই`)
};

/**
* | output |
* | --- |
* | "Not saved on this device" |
*
* @param {Offline_Not_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const offline_not_saved_title = /** @type {((inputs?: Offline_Not_Saved_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Not_Saved_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_offline_not_saved_title(inputs)
	return en_offline_not_saved_title(inputs)
});
