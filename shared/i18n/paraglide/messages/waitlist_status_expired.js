/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Status_ExpiredInputs */

const en_waitlist_status_expired = /** @type {(inputs: Waitlist_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer ran out`)
};

const bn_waitlist_status_expired = /** @type {(inputs: Waitlist_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অফারের সময় শেষ`)
};

/**
* | output |
* | --- |
* | "Offer ran out" |
*
* @param {Waitlist_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_status_expired = /** @type {((inputs?: Waitlist_Status_ExpiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Status_ExpiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_status_expired(inputs)
	return en_waitlist_status_expired(inputs)
});
