/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Held_BadgeInputs */

const en_payment_held_badge = /** @type {(inputs: Payment_Held_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held for review`)
};

const bn_payment_held_badge = /** @type {(inputs: Payment_Held_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যাচাইয়ের জন্য আটকে আছে`)
};

/**
* | output |
* | --- |
* | "Held for review" |
*
* @param {Payment_Held_BadgeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_held_badge = /** @type {((inputs?: Payment_Held_BadgeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Held_BadgeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_held_badge(inputs)
	return en_payment_held_badge(inputs)
});
