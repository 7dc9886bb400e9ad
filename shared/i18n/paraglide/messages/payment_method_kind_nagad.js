/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Method_Kind_NagadInputs */

const en_payment_method_kind_nagad = /** @type {(inputs: Payment_Method_Kind_NagadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagad`)
};

const bn_payment_method_kind_nagad = /** @type {(inputs: Payment_Method_Kind_NagadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নগদ`)
};

/**
* | output |
* | --- |
* | "Nagad" |
*
* @param {Payment_Method_Kind_NagadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_kind_nagad = /** @type {((inputs?: Payment_Method_Kind_NagadInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_Kind_NagadInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_kind_nagad(inputs)
	return en_payment_method_kind_nagad(inputs)
});
