/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Error_Client_Sign_In_FailedInputs */

const en_error_client_sign_in_failed = /** @type {(inputs: Error_Client_Sign_In_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign-in failed (${i?.status}).`)
};

const bn_error_client_sign_in_failed = /** @type {(inputs: Error_Client_Sign_In_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`লগইন করা যায়নি (${i?.status})।`)
};

/**
* | output |
* | --- |
* | "Sign-in failed ({status})." |
*
* @param {Error_Client_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_sign_in_failed = /** @type {((inputs: Error_Client_Sign_In_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_Sign_In_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_sign_in_failed(inputs)
	return en_error_client_sign_in_failed(inputs)
});
