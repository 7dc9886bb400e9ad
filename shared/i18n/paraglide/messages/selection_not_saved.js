/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Selection_Not_SavedInputs */

const en_selection_not_saved = /** @type {(inputs: Selection_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: ${i?.reason}`)
};

const bn_selection_not_saved = /** @type {(inputs: Selection_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সেভ হয়নি: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Not saved: {reason}" |
*
* @param {Selection_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_not_saved = /** @type {((inputs: Selection_Not_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Not_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_not_saved(inputs)
	return en_selection_not_saved(inputs)
});
