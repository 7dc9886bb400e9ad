/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Status_WaitingInputs */

const en_waitlist_status_waiting = /** @type {(inputs: Waitlist_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting`)
};

const bn_waitlist_status_waiting = /** @type {(inputs: Waitlist_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অপেক্ষায়`)
};

/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Waitlist_Status_WaitingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_status_waiting = /** @type {((inputs?: Waitlist_Status_WaitingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Status_WaitingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_status_waiting(inputs)
	return en_waitlist_status_waiting(inputs)
});
