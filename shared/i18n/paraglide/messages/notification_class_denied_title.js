/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Class_Denied_TitleInputs */

const en_notification_class_denied_title = /** @type {(inputs: Notification_Class_Denied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class denied`)
};

const bn_notification_class_denied_title = /** @type {(inputs: Notification_Class_Denied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস নামঞ্জুর`)
};

/**
* | output |
* | --- |
* | "Class denied" |
*
* @param {Notification_Class_Denied_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_class_denied_title = /** @type {((inputs?: Notification_Class_Denied_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Class_Denied_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_class_denied_title(inputs)
	return en_notification_class_denied_title(inputs)
});
