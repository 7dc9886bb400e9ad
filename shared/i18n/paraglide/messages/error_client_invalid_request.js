/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_Invalid_RequestInputs */

const en_error_client_invalid_request = /** @type {(inputs: Error_Client_Invalid_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some of the information sent was not valid.`)
};

const bn_error_client_invalid_request = /** @type {(inputs: Error_Client_Invalid_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাঠানো তথ্যের কিছু অংশ সঠিক ছিল না।`)
};

/**
* | output |
* | --- |
* | "Some of the information sent was not valid." |
*
* @param {Error_Client_Invalid_RequestInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_invalid_request = /** @type {((inputs?: Error_Client_Invalid_RequestInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_Invalid_RequestInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_invalid_request(inputs)
	return en_error_client_invalid_request(inputs)
});
