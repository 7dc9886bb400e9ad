/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_Too_ManyInputs */

const en_error_client_too_many = /** @type {(inputs: Error_Client_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Wait a moment and try again.`)
};

const bn_error_client_too_many = /** @type {(inputs: Error_Client_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Wait a moment and try again." |
*
* @param {Error_Client_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_too_many = /** @type {((inputs?: Error_Client_Too_ManyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_Too_ManyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_too_many(inputs)
	return en_error_client_too_many(inputs)
});
