/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Selection_Pay_ForInputs */

const en_selection_pay_for = /** @type {(inputs: Selection_Pay_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.name}`)
};

const bn_selection_pay_for = /** @type {(inputs: Selection_Pay_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`— ${i?.name}`)
};

/**
* | output |
* | --- |
* | "for {name}" |
*
* @param {Selection_Pay_ForInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_pay_for = /** @type {((inputs: Selection_Pay_ForInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Pay_ForInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_pay_for(inputs)
	return en_selection_pay_for(inputs)
});
