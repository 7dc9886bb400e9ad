/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Service_MisconfiguredInputs */

const en_error_service_misconfigured = /** @type {(inputs: Error_Service_MisconfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service is not configured correctly yet. Please try again later.`)
};

const bn_error_service_misconfigured = /** @type {(inputs: Error_Service_MisconfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সার্ভিসটি এখনও ঠিকমতো সেট আপ করা হয়নি। পরে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "The service is not configured correctly yet. Please try again later." |
*
* @param {Error_Service_MisconfiguredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_service_misconfigured = /** @type {((inputs?: Error_Service_MisconfiguredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Service_MisconfiguredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_service_misconfigured(inputs)
	return en_error_service_misconfigured(inputs)
});
