/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Held_Student_BadgeInputs */

const en_payment_held_student_badge = /** @type {(inputs: Payment_Held_Student_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Being checked`)
};

const bn_payment_held_student_badge = /** @type {(inputs: Payment_Held_Student_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যাচাই চলছে`)
};

/**
* | output |
* | --- |
* | "Being checked" |
*
* @param {Payment_Held_Student_BadgeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_held_student_badge = /** @type {((inputs?: Payment_Held_Student_BadgeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Held_Student_BadgeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_held_student_badge(inputs)
	return en_payment_held_student_badge(inputs)
});
