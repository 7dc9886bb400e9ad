/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Push_Keys_InvalidInputs */

const en_error_push_keys_invalid = /** @type {(inputs: Error_Push_Keys_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device's push subscription is not valid. Turn push notifications off and on again.`)
};

const bn_error_push_keys_invalid = /** @type {(inputs: Error_Push_Keys_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ডিভাইসের পুশ সাবস্ক্রিপশনটি সঠিক নয়। পুশ নোটিফিকেশন বন্ধ করে আবার চালু করুন।`)
};

/**
* | output |
* | --- |
* | "This device's push subscription is not valid. Turn push notifications off and on again." |
*
* @param {Error_Push_Keys_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_push_keys_invalid = /** @type {((inputs?: Error_Push_Keys_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Push_Keys_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_push_keys_invalid(inputs)
	return en_error_push_keys_invalid(inputs)
});
