/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Filters_With_SinceInputs */

const en_validation_filters_with_since = /** @type {(inputs: Validation_Filters_With_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sync (since) always has the whole catalogue: ask without search, filters or sort, or ask for a page (limit) instead.`)
};

const bn_validation_filters_with_since = /** @type {(inputs: Validation_Filters_With_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিঙ্ক (since) সবসময় পুরো ক্যাটালগ দেয়: সার্চ, ফিল্টার বা সর্ট ছাড়া চান, নয়তো একটি পেজ (limit) চান।`)
};

/**
* | output |
* | --- |
* | "A sync (since) always has the whole catalogue: ask without search, filters or sort, or ask for a page (limit) instead." |
*
* @param {Validation_Filters_With_SinceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_filters_with_since = /** @type {((inputs?: Validation_Filters_With_SinceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Filters_With_SinceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_filters_with_since(inputs)
	return en_validation_filters_with_since(inputs)
});
