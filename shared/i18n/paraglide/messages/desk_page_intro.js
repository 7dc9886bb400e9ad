/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Page_IntroInputs */

const en_desk_page_intro = /** @type {(inputs: Desk_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record a payment taken at the desk in cash or by bank transfer.`)
};

const bn_desk_page_intro = /** @type {(inputs: Desk_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেস্কে নগদে বা ব্যাংক ট্রান্সফারে নেওয়া পেমেন্ট রেকর্ড করুন।`)
};

/**
* | output |
* | --- |
* | "Record a payment taken at the desk in cash or by bank transfer." |
*
* @param {Desk_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_page_intro = /** @type {((inputs?: Desk_Page_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Page_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_page_intro(inputs)
	return en_desk_page_intro(inputs)
});
