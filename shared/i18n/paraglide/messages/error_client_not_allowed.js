/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_Not_AllowedInputs */

const en_error_client_not_allowed = /** @type {(inputs: Error_Client_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not allowed to do that.`)
};

const bn_error_client_not_allowed = /** @type {(inputs: Error_Client_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এটি করার অনুমতি আপনার নেই।`)
};

/**
* | output |
* | --- |
* | "You are not allowed to do that." |
*
* @param {Error_Client_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_not_allowed = /** @type {((inputs?: Error_Client_Not_AllowedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_Not_AllowedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_not_allowed(inputs)
	return en_error_client_not_allowed(inputs)
});
