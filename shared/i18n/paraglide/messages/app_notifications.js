/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_NotificationsInputs */

const en_app_notifications = /** @type {(inputs: App_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const bn_app_notifications = /** @type {(inputs: App_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নোটিফিকেশন`)
};

/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {App_NotificationsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_notifications = /** @type {((inputs?: App_NotificationsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_NotificationsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_notifications(inputs)
	return en_app_notifications(inputs)
});
