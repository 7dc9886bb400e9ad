/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Seats_HeldInputs */

const en_admin_seats_held = /** @type {(inputs: Admin_Seats_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} held)`)
};

const bn_admin_seats_held = /** @type {(inputs: Admin_Seats_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count}টি ধরে রাখা)`)
};

/**
* | output |
* | --- |
* | "({count} held)" |
*
* @param {Admin_Seats_HeldInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_seats_held = /** @type {((inputs: Admin_Seats_HeldInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Seats_HeldInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_seats_held(inputs)
	return en_admin_seats_held(inputs)
});
