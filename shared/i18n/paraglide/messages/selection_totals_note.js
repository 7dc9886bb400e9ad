/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Totals_NoteInputs */

const en_selection_totals_note = /** @type {(inputs: Selection_Totals_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priced in more than one currency: each currency is paid on its own.`)
};

const bn_selection_totals_note = /** @type {(inputs: Selection_Totals_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফি একাধিক মুদ্রায়: প্রতিটি মুদ্রার পেমেন্ট আলাদা।`)
};

/**
* | output |
* | --- |
* | "Priced in more than one currency: each currency is paid on its own." |
*
* @param {Selection_Totals_NoteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_totals_note = /** @type {((inputs?: Selection_Totals_NoteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Totals_NoteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_totals_note(inputs)
	return en_selection_totals_note(inputs)
});
