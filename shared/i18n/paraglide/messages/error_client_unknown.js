/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_UnknownInputs */

const en_error_client_unknown = /** @type {(inputs: Error_Client_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

const bn_error_client_unknown = /** @type {(inputs: Error_Client_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Error_Client_UnknownInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_unknown = /** @type {((inputs?: Error_Client_UnknownInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_UnknownInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_unknown(inputs)
	return en_error_client_unknown(inputs)
});
