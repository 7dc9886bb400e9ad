/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Class_Approved_TitleInputs */

const en_notification_class_approved_title = /** @type {(inputs: Notification_Class_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class approved`)
};

const bn_notification_class_approved_title = /** @type {(inputs: Notification_Class_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস অনুমোদিত`)
};

/**
* | output |
* | --- |
* | "Class approved" |
*
* @param {Notification_Class_Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_class_approved_title = /** @type {((inputs?: Notification_Class_Approved_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Class_Approved_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_class_approved_title(inputs)
	return en_notification_class_approved_title(inputs)
});
