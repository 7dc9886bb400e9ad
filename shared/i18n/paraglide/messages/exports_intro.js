/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_IntroInputs */

const en_exports_intro = /** @type {(inputs: Exports_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the academy's records as a CSV file for a spreadsheet or the accountant. The days are each branch's own.`)
};

const bn_exports_intro = /** @type {(inputs: Exports_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একাডেমির হিসাব স্প্রেডশিট বা হিসাবরক্ষকের জন্য CSV ফাইল হিসেবে ডাউনলোড করুন। দিনগুলো প্রতিটি শাখার নিজের সময় অনুযায়ী।`)
};

/**
* | output |
* | --- |
* | "Download the academy's records as a CSV file for a spreadsheet or the accountant. The days are each branch's own." |
*
* @param {Exports_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_intro = /** @type {((inputs?: Exports_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_intro(inputs)
	return en_exports_intro(inputs)
});
