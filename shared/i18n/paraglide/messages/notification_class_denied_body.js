/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Notification_Class_Denied_BodyInputs */

const en_notification_class_denied_body = /** @type {(inputs: Notification_Class_Denied_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} was not approved.`)
};

const bn_notification_class_denied_body = /** @type {(inputs: Notification_Class_Denied_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} অনুমোদন পায়নি।`)
};

/**
* | output |
* | --- |
* | "{className} was not approved." |
*
* @param {Notification_Class_Denied_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_class_denied_body = /** @type {((inputs: Notification_Class_Denied_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Class_Denied_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_class_denied_body(inputs)
	return en_notification_class_denied_body(inputs)
});
