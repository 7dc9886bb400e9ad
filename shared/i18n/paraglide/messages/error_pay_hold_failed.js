/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Pay_Hold_FailedInputs */

const en_error_pay_hold_failed = /** @type {(inputs: Error_Pay_Hold_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your seats are not held: see the message above.`)
};

const bn_error_pay_hold_failed = /** @type {(inputs: Error_Pay_Hold_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার সিট ধরে রাখা হয়নি: ওপরের মেসেজটি দেখুন।`)
};

/**
* | output |
* | --- |
* | "Your seats are not held: see the message above." |
*
* @param {Error_Pay_Hold_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_pay_hold_failed = /** @type {((inputs?: Error_Pay_Hold_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Pay_Hold_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_pay_hold_failed(inputs)
	return en_error_pay_hold_failed(inputs)
});
