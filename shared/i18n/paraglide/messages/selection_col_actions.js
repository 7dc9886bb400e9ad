/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Col_ActionsInputs */

const en_selection_col_actions = /** @type {(inputs: Selection_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions:`)
};

const bn_selection_col_actions = /** @type {(inputs: Selection_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাকশন:`)
};

/**
* | output |
* | --- |
* | "Actions:" |
*
* @param {Selection_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_col_actions = /** @type {((inputs?: Selection_Col_ActionsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Col_ActionsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_col_actions(inputs)
	return en_selection_col_actions(inputs)
});
