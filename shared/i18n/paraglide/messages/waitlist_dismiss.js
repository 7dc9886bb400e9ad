/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_DismissInputs */

const en_waitlist_dismiss = /** @type {(inputs: Waitlist_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

const bn_waitlist_dismiss = /** @type {(inputs: Waitlist_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সরিয়ে দিন`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Waitlist_DismissInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_dismiss = /** @type {((inputs?: Waitlist_DismissInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_DismissInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_dismiss(inputs)
	return en_waitlist_dismiss(inputs)
});
