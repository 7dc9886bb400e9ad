/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_Selection_Not_SavedInputs */

const en_error_client_selection_not_saved = /** @type {(inputs: Error_Client_Selection_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A selection could not be saved`)
};

const bn_error_client_selection_not_saved = /** @type {(inputs: Error_Client_Selection_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একটি সিলেকশন সেভ করা যায়নি`)
};

/**
* | output |
* | --- |
* | "A selection could not be saved" |
*
* @param {Error_Client_Selection_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_selection_not_saved = /** @type {((inputs?: Error_Client_Selection_Not_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_Selection_Not_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_selection_not_saved(inputs)
	return en_error_client_selection_not_saved(inputs)
});
