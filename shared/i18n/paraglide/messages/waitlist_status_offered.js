/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Status_OfferedInputs */

const en_waitlist_status_offered = /** @type {(inputs: Waitlist_Status_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offered a seat`)
};

const bn_waitlist_status_offered = /** @type {(inputs: Waitlist_Status_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিট অফার করা হয়েছে`)
};

/**
* | output |
* | --- |
* | "Offered a seat" |
*
* @param {Waitlist_Status_OfferedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_status_offered = /** @type {((inputs?: Waitlist_Status_OfferedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Status_OfferedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_status_offered(inputs)
	return en_waitlist_status_offered(inputs)
});
