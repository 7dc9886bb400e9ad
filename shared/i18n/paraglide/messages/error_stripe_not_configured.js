/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Stripe_Not_ConfiguredInputs */

const en_error_stripe_not_configured = /** @type {(inputs: Error_Stripe_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe is not configured here.`)
};

const bn_error_stripe_not_configured = /** @type {(inputs: Error_Stripe_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখানে Stripe সেট আপ করা নেই।`)
};

/**
* | output |
* | --- |
* | "Stripe is not configured here." |
*
* @param {Error_Stripe_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_stripe_not_configured = /** @type {((inputs?: Error_Stripe_Not_ConfiguredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Stripe_Not_ConfiguredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_stripe_not_configured(inputs)
	return en_error_stripe_not_configured(inputs)
});
