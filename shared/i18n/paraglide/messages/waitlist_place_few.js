/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Waitlist_Place_FewInputs */

const en_waitlist_place_few = /** @type {(inputs: Waitlist_Place_FewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are ${i?.place}rd in line`)
};

const bn_waitlist_place_few = /** @type {(inputs: Waitlist_Place_FewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`লাইনে আপনার অবস্থান ${i?.place} নম্বর`)
};

/**
* | output |
* | --- |
* | "You are {place}rd in line" |
*
* @param {Waitlist_Place_FewInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_place_few = /** @type {((inputs: Waitlist_Place_FewInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Place_FewInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_place_few(inputs)
	return en_waitlist_place_few(inputs)
});
