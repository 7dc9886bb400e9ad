/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_TimeoutInputs */

const en_error_client_timeout = /** @type {(inputs: Error_Client_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server took too long to answer. Please try again.`)
};

const bn_error_client_timeout = /** @type {(inputs: Error_Client_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সার্ভার উত্তর দিতে অনেক দেরি করেছে। আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "The server took too long to answer. Please try again." |
*
* @param {Error_Client_TimeoutInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_timeout = /** @type {((inputs?: Error_Client_TimeoutInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_TimeoutInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_timeout(inputs)
	return en_error_client_timeout(inputs)
});
