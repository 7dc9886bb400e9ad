/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_No_SeatsInputs */

const en_selection_no_seats = /** @type {(inputs: Selection_No_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No seats left`)
};

const bn_selection_no_seats = /** @type {(inputs: Selection_No_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিট নেই`)
};

/**
* | output |
* | --- |
* | "No seats left" |
*
* @param {Selection_No_SeatsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_no_seats = /** @type {((inputs?: Selection_No_SeatsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_No_SeatsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_no_seats(inputs)
	return en_selection_no_seats(inputs)
});
