/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_UnloadableInputs */

const en_not_found_unloadable = /** @type {(inputs: Not_Found_UnloadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be loaded. Check your connection and reload.`)
};

const bn_not_found_unloadable = /** @type {(inputs: Not_Found_UnloadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেজটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে পেজটি আবার লোড করুন।`)
};

/**
* | output |
* | --- |
* | "This page could not be loaded. Check your connection and reload." |
*
* @param {Not_Found_UnloadableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const not_found_unloadable = /** @type {((inputs?: Not_Found_UnloadableInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_UnloadableInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_not_found_unloadable(inputs)
	return en_not_found_unloadable(inputs)
});
