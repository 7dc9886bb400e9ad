/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Instructors_Or_Admins_OnlyInputs */

const en_error_instructors_or_admins_only = /** @type {(inputs: Error_Instructors_Or_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only instructors or admins may do that.`)
};

const bn_error_instructors_or_admins_only = /** @type {(inputs: Error_Instructors_Or_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শুধু ইনস্ট্রাক্টর বা অ্যাডমিনরা এটি করতে পারেন।`)
};

/**
* | output |
* | --- |
* | "Only instructors or admins may do that." |
*
* @param {Error_Instructors_Or_Admins_OnlyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_instructors_or_admins_only = /** @type {((inputs?: Error_Instructors_Or_Admins_OnlyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Instructors_Or_Admins_OnlyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_instructors_or_admins_only(inputs)
	return en_error_instructors_or_admins_only(inputs)
});
