/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_List_LabelInputs */

const en_notification_list_label = /** @type {(inputs: Notification_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications, newest first`)
};

const bn_notification_list_label = /** @type {(inputs: Notification_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার নোটিফিকেশন, নতুনগুলো আগে`)
};

/**
* | output |
* | --- |
* | "Your notifications, newest first" |
*
* @param {Notification_List_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_list_label = /** @type {((inputs?: Notification_List_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_List_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_list_label(inputs)
	return en_notification_list_label(inputs)
});
