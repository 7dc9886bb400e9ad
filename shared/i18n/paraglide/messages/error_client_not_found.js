/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_Not_FoundInputs */

const en_error_client_not_found = /** @type {(inputs: Error_Client_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that.`)
};

const bn_error_client_not_found = /** @type {(inputs: Error_Client_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এটি খুঁজে পাওয়া যায়নি।`)
};

/**
* | output |
* | --- |
* | "We could not find that." |
*
* @param {Error_Client_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_not_found = /** @type {((inputs?: Error_Client_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_not_found(inputs)
	return en_error_client_not_found(inputs)
});
