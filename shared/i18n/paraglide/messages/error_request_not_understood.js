/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Request_Not_UnderstoodInputs */

const en_error_request_not_understood = /** @type {(inputs: Error_Request_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request could not be understood.`)
};

const bn_error_request_not_understood = /** @type {(inputs: Error_Request_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিকোয়েস্টটি বোঝা যায়নি।`)
};

/**
* | output |
* | --- |
* | "The request could not be understood." |
*
* @param {Error_Request_Not_UnderstoodInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_request_not_understood = /** @type {((inputs?: Error_Request_Not_UnderstoodInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Request_Not_UnderstoodInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_request_not_understood(inputs)
	return en_error_request_not_understood(inputs)
});
