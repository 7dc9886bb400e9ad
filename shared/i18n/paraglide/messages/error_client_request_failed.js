/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Error_Client_Request_FailedInputs */

const en_error_client_request_failed = /** @type {(inputs: Error_Client_Request_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request failed (${i?.status}).`)
};

const bn_error_client_request_failed = /** @type {(inputs: Error_Client_Request_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`রিকোয়েস্টটি সফল হয়নি (${i?.status})।`)
};

/**
* | output |
* | --- |
* | "Request failed ({status})." |
*
* @param {Error_Client_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_request_failed = /** @type {((inputs: Error_Client_Request_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_Request_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_request_failed(inputs)
	return en_error_client_request_failed(inputs)
});
