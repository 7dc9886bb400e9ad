/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_RefundedInputs */

const en_roster_refunded = /** @type {(inputs: Roster_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const bn_roster_refunded = /** @type {(inputs: Roster_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিফান্ড হয়েছে`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Roster_RefundedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_refunded = /** @type {((inputs?: Roster_RefundedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_RefundedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_refunded(inputs)
	return en_roster_refunded(inputs)
});
