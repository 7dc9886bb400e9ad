/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Webhook_Signature_InvalidInputs */

const en_error_webhook_signature_invalid = /** @type {(inputs: Error_Webhook_Signature_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The webhook signature is not valid.`)
};

const bn_error_webhook_signature_invalid = /** @type {(inputs: Error_Webhook_Signature_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েবহুকের সিগনেচারটি সঠিক নয়।`)
};

/**
* | output |
* | --- |
* | "The webhook signature is not valid." |
*
* @param {Error_Webhook_Signature_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_webhook_signature_invalid = /** @type {((inputs?: Error_Webhook_Signature_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Webhook_Signature_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_webhook_signature_invalid(inputs)
	return en_error_webhook_signature_invalid(inputs)
});
