/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Id_Token_InvalidInputs */

const en_error_id_token_invalid = /** @type {(inputs: Error_Id_Token_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-in could not be verified. Please sign in again.`)
};

const bn_error_id_token_invalid = /** @type {(inputs: Error_Id_Token_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার লগইন যাচাই করা যায়নি। আবার লগইন করুন।`)
};

/**
* | output |
* | --- |
* | "Your sign-in could not be verified. Please sign in again." |
*
* @param {Error_Id_Token_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_id_token_invalid = /** @type {((inputs?: Error_Id_Token_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Id_Token_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_id_token_invalid(inputs)
	return en_error_id_token_invalid(inputs)
});
