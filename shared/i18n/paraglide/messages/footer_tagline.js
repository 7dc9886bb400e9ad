/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_TaglineInputs */

const en_footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training champions since 1995, with world-class sports trainers for every age and level.`)
};

const bn_footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`১৯৯৫ সাল থেকে চ্যাম্পিয়ন গড়ে তুলছি — সব বয়স আর সব লেভেলের জন্য বিশ্বমানের স্পোর্টস ট্রেইনারদের সাথে।`)
};

/**
* | output |
* | --- |
* | "Training champions since 1995, with world-class sports trainers for every age and level." |
*
* @param {Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_tagline = /** @type {((inputs?: Footer_TaglineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TaglineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_tagline(inputs)
	return en_footer_tagline(inputs)
});
