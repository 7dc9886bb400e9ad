/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Notification_Settings_Need_AccountInputs */

const en_error_notification_settings_need_account = /** @type {(inputs: Error_Notification_Settings_Need_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish signing up before choosing which notifications come as a push.`)
};

const bn_error_notification_settings_need_account = /** @type {(inputs: Error_Notification_Settings_Need_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোন নোটিফিকেশন পুশ নোটিফিকেশন হিসেবে আসবে তা বেছে নেওয়ার আগে রেজিস্টার করা শেষ করুন।`)
};

/**
* | output |
* | --- |
* | "Finish signing up before choosing which notifications come as a push." |
*
* @param {Error_Notification_Settings_Need_AccountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_notification_settings_need_account = /** @type {((inputs?: Error_Notification_Settings_Need_AccountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Notification_Settings_Need_AccountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_notification_settings_need_account(inputs)
	return en_error_notification_settings_need_account(inputs)
});
