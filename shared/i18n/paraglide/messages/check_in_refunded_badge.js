/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Refunded_BadgeInputs */

const en_check_in_refunded_badge = /** @type {(inputs: Check_In_Refunded_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const bn_check_in_refunded_badge = /** @type {(inputs: Check_In_Refunded_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিফান্ড হয়েছে`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Check_In_Refunded_BadgeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_refunded_badge = /** @type {((inputs?: Check_In_Refunded_BadgeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Refunded_BadgeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_refunded_badge(inputs)
	return en_check_in_refunded_badge(inputs)
});
