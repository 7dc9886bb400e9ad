/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Check_In_Not_Your_ClassInputs */

const en_error_check_in_not_your_class = /** @type {(inputs: Error_Check_In_Not_Your_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the class's instructor or an admin can check students in.`)
};

const bn_error_check_in_not_your_class = /** @type {(inputs: Error_Check_In_Not_Your_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শুধু এই ক্লাসের ইনস্ট্রাক্টর বা একজন অ্যাডমিন স্টুডেন্টদের চেক-ইন করাতে পারেন।`)
};

/**
* | output |
* | --- |
* | "Only the class's instructor or an admin can check students in." |
*
* @param {Error_Check_In_Not_Your_ClassInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_check_in_not_your_class = /** @type {((inputs?: Error_Check_In_Not_Your_ClassInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Check_In_Not_Your_ClassInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_check_in_not_your_class(inputs)
	return en_error_check_in_not_your_class(inputs)
});
