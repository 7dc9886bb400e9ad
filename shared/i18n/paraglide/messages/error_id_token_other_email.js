/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Id_Token_Other_EmailInputs */

const en_error_id_token_other_email = /** @type {(inputs: Error_Id_Token_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in token belongs to another e-mail.`)
};

const bn_error_id_token_other_email = /** @type {(inputs: Error_Id_Token_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লগইন টোকেনটি অন্য একটি ইমেইলের।`)
};

/**
* | output |
* | --- |
* | "The sign-in token belongs to another e-mail." |
*
* @param {Error_Id_Token_Other_EmailInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_id_token_other_email = /** @type {((inputs?: Error_Id_Token_Other_EmailInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Id_Token_Other_EmailInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_id_token_other_email(inputs)
	return en_error_id_token_other_email(inputs)
});
