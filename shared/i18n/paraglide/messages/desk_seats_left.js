/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Desk_Seats_LeftInputs */

const en_desk_seats_left = /** @type {(inputs: Desk_Seats_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} seats left`)
};

const bn_desk_seats_left = /** @type {(inputs: Desk_Seats_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি সিট বাকি`)
};

/**
* | output |
* | --- |
* | "{count} seats left" |
*
* @param {Desk_Seats_LeftInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_seats_left = /** @type {((inputs: Desk_Seats_LeftInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Seats_LeftInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_seats_left(inputs)
	return en_desk_seats_left(inputs)
});
