/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Selection_Id_TakenInputs */

const en_error_selection_id_taken = /** @type {(inputs: Error_Selection_Id_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That selection id is already used for something else.`)
};

const bn_error_selection_id_taken = /** @type {(inputs: Error_Selection_Id_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সিলেকশন আইডিটি আগেই অন্য কিছুর জন্য ব্যবহার করা হয়েছে।`)
};

/**
* | output |
* | --- |
* | "That selection id is already used for something else." |
*
* @param {Error_Selection_Id_TakenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_selection_id_taken = /** @type {((inputs?: Error_Selection_Id_TakenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Selection_Id_TakenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_selection_id_taken(inputs)
	return en_error_selection_id_taken(inputs)
});
