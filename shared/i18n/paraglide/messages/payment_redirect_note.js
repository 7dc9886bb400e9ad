/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, gateway: NonNullable<unknown>, minutes: NonNullable<unknown> }} Payment_Redirect_NoteInputs */

const en_payment_redirect_note = /** @type {(inputs: Payment_Redirect_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You pay ${i?.amount} on ${i?.gateway}'s page, then come back here. Your seats are held for ${i?.minutes} minutes from when you continue.`)
};

const bn_payment_redirect_note = /** @type {(inputs: Payment_Redirect_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gateway}-এর পেজে ${i?.amount} পেমেন্ট করে আবার এখানে ফিরবেন। এগিয়ে গেলে ${i?.minutes} মিনিট আপনার সিট ধরে রাখা হবে।`)
};

/**
* | output |
* | --- |
* | "You pay {amount} on {gateway}'s page, then come back here. Your seats are held for {minutes} minutes from when you continue." |
*
* @param {Payment_Redirect_NoteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_redirect_note = /** @type {((inputs: Payment_Redirect_NoteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Redirect_NoteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_redirect_note(inputs)
	return en_payment_redirect_note(inputs)
});
