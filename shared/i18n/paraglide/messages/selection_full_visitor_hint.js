/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Full_Visitor_HintInputs */

const en_selection_full_visitor_hint = /** @type {(inputs: Selection_Full_Visitor_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No seats left. Log in to join the line for the next free seat.`)
};

const bn_selection_full_visitor_hint = /** @type {(inputs: Selection_Full_Visitor_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিট নেই। পরের খালি সিটের লাইনে দাঁড়াতে লগইন করুন।`)
};

/**
* | output |
* | --- |
* | "No seats left. Log in to join the line for the next free seat." |
*
* @param {Selection_Full_Visitor_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_full_visitor_hint = /** @type {((inputs?: Selection_Full_Visitor_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Full_Visitor_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_full_visitor_hint(inputs)
	return en_selection_full_visitor_hint(inputs)
});
