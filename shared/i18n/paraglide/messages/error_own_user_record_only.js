/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Own_User_Record_OnlyInputs */

const en_error_own_user_record_only = /** @type {(inputs: Error_Own_User_Record_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only create your own user record.`)
};

const bn_error_own_user_record_only = /** @type {(inputs: Error_Own_User_Record_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি শুধু নিজের ইউজার রেকর্ড তৈরি করতে পারেন।`)
};

/**
* | output |
* | --- |
* | "You can only create your own user record." |
*
* @param {Error_Own_User_Record_OnlyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_own_user_record_only = /** @type {((inputs?: Error_Own_User_Record_OnlyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Own_User_Record_OnlyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_own_user_record_only(inputs)
	return en_error_own_user_record_only(inputs)
});
