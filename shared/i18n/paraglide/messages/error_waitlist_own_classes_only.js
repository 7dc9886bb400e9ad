/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Waitlist_Own_Classes_OnlyInputs */

const en_error_waitlist_own_classes_only = /** @type {(inputs: Error_Waitlist_Own_Classes_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only see the waitlist of your own classes.`)
};

const bn_error_waitlist_own_classes_only = /** @type {(inputs: Error_Waitlist_Own_Classes_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি শুধু নিজের ক্লাসের ওয়েটলিস্ট দেখতে পারেন।`)
};

/**
* | output |
* | --- |
* | "You can only see the waitlist of your own classes." |
*
* @param {Error_Waitlist_Own_Classes_OnlyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_waitlist_own_classes_only = /** @type {((inputs?: Error_Waitlist_Own_Classes_OnlyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Waitlist_Own_Classes_OnlyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_waitlist_own_classes_only(inputs)
	return en_error_waitlist_own_classes_only(inputs)
});
