/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Pay_Once_SavedInputs */

const en_selection_pay_once_saved = /** @type {(inputs: Selection_Pay_Once_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay once it is saved on the server`)
};

const bn_selection_pay_once_saved = /** @type {(inputs: Selection_Pay_Once_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সার্ভারে সেভ হওয়ার পর পেমেন্ট করা যাবে`)
};

/**
* | output |
* | --- |
* | "Pay once it is saved on the server" |
*
* @param {Selection_Pay_Once_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_pay_once_saved = /** @type {((inputs?: Selection_Pay_Once_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Pay_Once_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_pay_once_saved(inputs)
	return en_selection_pay_once_saved(inputs)
});
