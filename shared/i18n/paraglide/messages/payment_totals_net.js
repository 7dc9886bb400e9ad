/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Totals_NetInputs */

const en_payment_totals_net = /** @type {(inputs: Payment_Totals_NetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Net`)
};

const bn_payment_totals_net = /** @type {(inputs: Payment_Totals_NetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নিট`)
};

/**
* | output |
* | --- |
* | "Net" |
*
* @param {Payment_Totals_NetInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_totals_net = /** @type {((inputs?: Payment_Totals_NetInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Totals_NetInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_totals_net(inputs)
	return en_payment_totals_net(inputs)
});
