/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Push_Account_NeededInputs */

const en_error_push_account_needed = /** @type {(inputs: Error_Push_Account_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish signing up before turning on push notifications.`)
};

const bn_error_push_account_needed = /** @type {(inputs: Error_Push_Account_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুশ নোটিফিকেশন চালু করার আগে রেজিস্টার করা শেষ করুন।`)
};

/**
* | output |
* | --- |
* | "Finish signing up before turning on push notifications." |
*
* @param {Error_Push_Account_NeededInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_push_account_needed = /** @type {((inputs?: Error_Push_Account_NeededInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Push_Account_NeededInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_push_account_needed(inputs)
	return en_error_push_account_needed(inputs)
});
