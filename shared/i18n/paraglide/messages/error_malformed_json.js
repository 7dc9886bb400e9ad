/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Malformed_JsonInputs */

const en_error_malformed_json = /** @type {(inputs: Error_Malformed_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malformed JSON in request body`)
};

const bn_error_malformed_json = /** @type {(inputs: Error_Malformed_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিকোয়েস্টের JSON ঠিকমতো লেখা নেই`)
};

/**
* | output |
* | --- |
* | "Malformed JSON in request body" |
*
* @param {Error_Malformed_JsonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_malformed_json = /** @type {((inputs?: Error_Malformed_JsonInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Malformed_JsonInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_malformed_json(inputs)
	return en_error_malformed_json(inputs)
});
