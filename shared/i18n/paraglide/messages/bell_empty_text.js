/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_Empty_TextInputs */

const en_bell_empty_text = /** @type {(inputs: Bell_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offers, receipts, refunds and changes to your sessions will show here.`)
};

const bn_bell_empty_text = /** @type {(inputs: Bell_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অফার, পেমেন্টের রসিদ, রিফান্ড আর আপনার সেশনের পরিবর্তন এখানে দেখাবে।`)
};

/**
* | output |
* | --- |
* | "Offers, receipts, refunds and changes to your sessions will show here." |
*
* @param {Bell_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_empty_text = /** @type {((inputs?: Bell_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_empty_text(inputs)
	return en_bell_empty_text(inputs)
});
