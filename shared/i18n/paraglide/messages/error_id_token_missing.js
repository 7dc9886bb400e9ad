/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Id_Token_MissingInputs */

const en_error_id_token_missing = /** @type {(inputs: Error_Id_Token_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in first: the Firebase ID token is missing.`)
};

const bn_error_id_token_missing = /** @type {(inputs: Error_Id_Token_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আগে লগইন করুন: Firebase ID টোকেন পাওয়া যায়নি।`)
};

/**
* | output |
* | --- |
* | "Sign in first: the Firebase ID token is missing." |
*
* @param {Error_Id_Token_MissingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_id_token_missing = /** @type {((inputs?: Error_Id_Token_MissingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Id_Token_MissingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_id_token_missing(inputs)
	return en_error_id_token_missing(inputs)
});
