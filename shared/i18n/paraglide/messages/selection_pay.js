/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_PayInputs */

const en_selection_pay = /** @type {(inputs: Selection_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay`)
};

const bn_selection_pay = /** @type {(inputs: Selection_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট করুন`)
};

/**
* | output |
* | --- |
* | "Pay" |
*
* @param {Selection_PayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_pay = /** @type {((inputs?: Selection_PayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_PayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_pay(inputs)
	return en_selection_pay(inputs)
});
