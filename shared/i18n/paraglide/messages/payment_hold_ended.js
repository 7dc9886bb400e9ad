/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Payment_Hold_EndedInputs */

const en_payment_hold_ended = /** @type {(inputs: Payment_Hold_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your seat hold has ended. Hold them again for ${i?.minutes} minutes to pay.`)
};

const bn_payment_hold_ended = /** @type {(inputs: Payment_Hold_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সিট ধরে রাখার সময় শেষ। পেমেন্ট করতে আবার ${i?.minutes} মিনিটের জন্য সিট ধরে রাখুন।`)
};

/**
* | output |
* | --- |
* | "Your seat hold has ended. Hold them again for {minutes} minutes to pay." |
*
* @param {Payment_Hold_EndedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_hold_ended = /** @type {((inputs: Payment_Hold_EndedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Hold_EndedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_hold_ended(inputs)
	return en_payment_hold_ended(inputs)
});
