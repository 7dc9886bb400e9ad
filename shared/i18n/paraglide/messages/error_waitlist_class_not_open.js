/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Waitlist_Class_Not_OpenInputs */

const en_error_waitlist_class_not_open = /** @type {(inputs: Error_Waitlist_Class_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This class is not open, so it has no waitlist.`)
};

const bn_error_waitlist_class_not_open = /** @type {(inputs: Error_Waitlist_Class_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসটি এখন খোলা নেই, তাই এর কোনো ওয়েটলিস্ট নেই।`)
};

/**
* | output |
* | --- |
* | "This class is not open, so it has no waitlist." |
*
* @param {Error_Waitlist_Class_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_waitlist_class_not_open = /** @type {((inputs?: Error_Waitlist_Class_Not_OpenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Waitlist_Class_Not_OpenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_waitlist_class_not_open(inputs)
	return en_error_waitlist_class_not_open(inputs)
});
