/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Pay_HoldingInputs */

const en_error_pay_holding = /** @type {(inputs: Error_Pay_HoldingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Holding your seats…`)
};

const bn_error_pay_holding = /** @type {(inputs: Error_Pay_HoldingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার সিট ধরে রাখা হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Holding your seats…" |
*
* @param {Error_Pay_HoldingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_pay_holding = /** @type {((inputs?: Error_Pay_HoldingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Pay_HoldingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_pay_holding(inputs)
	return en_error_pay_holding(inputs)
});
