/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Decline_TitleInputs */

const en_waitlist_decline_title = /** @type {(inputs: Waitlist_Decline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline this seat?`)
};

const bn_waitlist_decline_title = /** @type {(inputs: Waitlist_Decline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সিটটি ফিরিয়ে দেবেন?`)
};

/**
* | output |
* | --- |
* | "Decline this seat?" |
*
* @param {Waitlist_Decline_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_decline_title = /** @type {((inputs?: Waitlist_Decline_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Decline_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_decline_title(inputs)
	return en_waitlist_decline_title(inputs)
});
