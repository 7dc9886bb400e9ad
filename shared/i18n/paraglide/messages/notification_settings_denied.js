/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_DeniedInputs */

const en_notification_settings_denied = /** @type {(inputs: Notification_Settings_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications are blocked for this site. To allow them, open the site’s settings (the icon at the left of the address bar), set Notifications to Allow, then turn them on here.`)
};

const bn_notification_settings_denied = /** @type {(inputs: Notification_Settings_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সাইটের নোটিফিকেশন ব্লক করা আছে। অনুমতি দিতে সাইটের সেটিংস খুলুন (ঠিকানার বারের বাঁ পাশের আইকন), নোটিফিকেশনের অনুমতি দিন, তারপর এখানে চালু করুন।`)
};

/**
* | output |
* | --- |
* | "Notifications are blocked for this site. To allow them, open the site’s settings (the icon at the left of the address bar), set Notifications to Allow, then ..." |
*
* @param {Notification_Settings_DeniedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_denied = /** @type {((inputs?: Notification_Settings_DeniedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_DeniedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_denied(inputs)
	return en_notification_settings_denied(inputs)
});
