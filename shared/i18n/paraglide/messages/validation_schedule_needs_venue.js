/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Schedule_Needs_VenueInputs */

const en_validation_schedule_needs_venue = /** @type {(inputs: Validation_Schedule_Needs_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the branch too: the times are in its time zone.`)
};

const bn_validation_schedule_needs_venue = /** @type {(inputs: Validation_Schedule_Needs_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শাখাও বেছে নিন: সময়গুলো ওই শাখার সময় অনুযায়ী।`)
};

/**
* | output |
* | --- |
* | "Choose the branch too: the times are in its time zone." |
*
* @param {Validation_Schedule_Needs_VenueInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_schedule_needs_venue = /** @type {((inputs?: Validation_Schedule_Needs_VenueInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Schedule_Needs_VenueInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_schedule_needs_venue(inputs)
	return en_validation_schedule_needs_venue(inputs)
});
