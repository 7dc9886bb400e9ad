/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Hold_AgainInputs */

const en_payment_hold_again = /** @type {(inputs: Payment_Hold_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hold my seats again`)
};

const bn_payment_hold_again = /** @type {(inputs: Payment_Hold_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আবার সিট ধরে রাখুন`)
};

/**
* | output |
* | --- |
* | "Hold my seats again" |
*
* @param {Payment_Hold_AgainInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_hold_again = /** @type {((inputs?: Payment_Hold_AgainInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Hold_AgainInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_hold_again(inputs)
	return en_payment_hold_again(inputs)
});
