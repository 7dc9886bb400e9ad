/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Seats_Held_TitleInputs */

const en_admin_seats_held_title = /** @type {(inputs: Admin_Seats_Held_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} held by students who are paying right now`)
};

const bn_admin_seats_held_title = /** @type {(inputs: Admin_Seats_Held_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি সিট এখন পেমেন্ট করতে থাকা শিক্ষার্থীরা ধরে রেখেছে`)
};

/**
* | output |
* | --- |
* | "{count} held by students who are paying right now" |
*
* @param {Admin_Seats_Held_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_seats_held_title = /** @type {((inputs: Admin_Seats_Held_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Seats_Held_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_seats_held_title(inputs)
	return en_admin_seats_held_title(inputs)
});
