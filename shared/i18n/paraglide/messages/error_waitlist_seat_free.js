/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Waitlist_Seat_FreeInputs */

const en_error_waitlist_seat_free = /** @type {(inputs: Error_Waitlist_Seat_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A seat is free in this class right now: select it instead of joining the waitlist.`)
};

const bn_error_waitlist_seat_free = /** @type {(inputs: Error_Waitlist_Seat_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসে এখন একটি খালি সিট আছে: ওয়েটলিস্টে যোগ না দিয়ে ক্লাসটি সিলেক্ট করুন।`)
};

/**
* | output |
* | --- |
* | "A seat is free in this class right now: select it instead of joining the waitlist." |
*
* @param {Error_Waitlist_Seat_FreeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_waitlist_seat_free = /** @type {((inputs?: Error_Waitlist_Seat_FreeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Waitlist_Seat_FreeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_waitlist_seat_free(inputs)
	return en_error_waitlist_seat_free(inputs)
});
