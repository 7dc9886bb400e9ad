/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Seats_Held_ForInputs */

const en_payment_seats_held_for = /** @type {(inputs: Payment_Seats_Held_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your seats are held for`)
};

const bn_payment_seats_held_for = /** @type {(inputs: Payment_Seats_Held_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার সিট ধরে রাখা আছে, বাকি সময়:`)
};

/**
* | output |
* | --- |
* | "Your seats are held for" |
*
* @param {Payment_Seats_Held_ForInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_seats_held_for = /** @type {((inputs?: Payment_Seats_Held_ForInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Seats_Held_ForInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_seats_held_for(inputs)
	return en_payment_seats_held_for(inputs)
});
