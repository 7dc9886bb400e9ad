/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Method_Kind_RocketInputs */

const en_payment_method_kind_rocket = /** @type {(inputs: Payment_Method_Kind_RocketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rocket`)
};

const bn_payment_method_kind_rocket = /** @type {(inputs: Payment_Method_Kind_RocketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রকেট`)
};

/**
* | output |
* | --- |
* | "Rocket" |
*
* @param {Payment_Method_Kind_RocketInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_kind_rocket = /** @type {((inputs?: Payment_Method_Kind_RocketInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_Kind_RocketInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_kind_rocket(inputs)
	return en_payment_method_kind_rocket(inputs)
});
