/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_IntroInputs */

const en_notification_settings_intro = /** @type {(inputs: Notification_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything shows in your list of notifications. Choose what also comes as a push notification to the devices where you turned push notifications on.`)
};

const bn_notification_settings_intro = /** @type {(inputs: Notification_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সবকিছু আপনার নোটিফিকেশনের তালিকায় দেখাবে। কোনগুলো পুশ নোটিফিকেশন হিসেবেও আসবে তা বেছে নিন; যেসব ডিভাইসে আপনি পুশ নোটিফিকেশন চালু করেছেন সেখানে আসবে।`)
};

/**
* | output |
* | --- |
* | "Everything shows in your list of notifications. Choose what also comes as a push notification to the devices where you turned push notifications on." |
*
* @param {Notification_Settings_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_intro = /** @type {((inputs?: Notification_Settings_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_intro(inputs)
	return en_notification_settings_intro(inputs)
});
