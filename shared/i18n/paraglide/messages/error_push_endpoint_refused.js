/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Push_Endpoint_RefusedInputs */

const en_error_push_endpoint_refused = /** @type {(inputs: Error_Push_Endpoint_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This push address is not a push service's (it is an IP address, a local name, another port or an unknown host), so nothing can be sent to it.`)
};

const bn_error_push_endpoint_refused = /** @type {(inputs: Error_Push_Endpoint_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পুশ ঠিকানাটি কোনো পুশ সার্ভিসের নয় (এটি একটি IP ঠিকানা, লোকাল নাম, অন্য পোর্ট বা অচেনা হোস্ট), তাই এখানে কিছু পাঠানো যাবে না।`)
};

/**
* | output |
* | --- |
* | "This push address is not a push service's (it is an IP address, a local name, another port or an unknown host), so nothing can be sent to it." |
*
* @param {Error_Push_Endpoint_RefusedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_push_endpoint_refused = /** @type {((inputs?: Error_Push_Endpoint_RefusedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Push_Endpoint_RefusedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_push_endpoint_refused(inputs)
	return en_error_push_endpoint_refused(inputs)
});
