/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Push_Endpoint_Not_HttpsInputs */

const en_error_push_endpoint_not_https = /** @type {(inputs: Error_Push_Endpoint_Not_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This push address is not https. Push services take only https addresses, so nothing can be sent to it.`)
};

const bn_error_push_endpoint_not_https = /** @type {(inputs: Error_Push_Endpoint_Not_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পুশ ঠিকানাটি https নয়। পুশ সার্ভিস শুধু https ঠিকানা নেয়, তাই এখানে কিছু পাঠানো যাবে না।`)
};

/**
* | output |
* | --- |
* | "This push address is not https. Push services take only https addresses, so nothing can be sent to it." |
*
* @param {Error_Push_Endpoint_Not_HttpsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_push_endpoint_not_https = /** @type {((inputs?: Error_Push_Endpoint_Not_HttpsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Push_Endpoint_Not_HttpsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_push_endpoint_not_https(inputs)
	return en_error_push_endpoint_not_https(inputs)
});
