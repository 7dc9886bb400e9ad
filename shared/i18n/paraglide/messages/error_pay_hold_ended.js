/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Pay_Hold_EndedInputs */

const en_error_pay_hold_ended = /** @type {(inputs: Error_Pay_Hold_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your seat hold has ended: hold your seats again to pay.`)
};

const bn_error_pay_hold_ended = /** @type {(inputs: Error_Pay_Hold_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার সিট ধরে রাখার সময় শেষ: পেমেন্ট করতে আবার সিট ধরে রাখুন।`)
};

/**
* | output |
* | --- |
* | "Your seat hold has ended: hold your seats again to pay." |
*
* @param {Error_Pay_Hold_EndedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_pay_hold_ended = /** @type {((inputs?: Error_Pay_Hold_EndedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Pay_Hold_EndedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_pay_hold_ended(inputs)
	return en_error_pay_hold_ended(inputs)
});
