/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Notification_Class_Approved_BodyInputs */

const en_notification_class_approved_body = /** @type {(inputs: Notification_Class_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} is approved and open to students.`)
};

const bn_notification_class_approved_body = /** @type {(inputs: Notification_Class_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} অনুমোদিত হয়েছে, শিক্ষার্থীরা এখন ক্লাসটি নিতে পারবেন।`)
};

/**
* | output |
* | --- |
* | "{className} is approved and open to students." |
*
* @param {Notification_Class_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_class_approved_body = /** @type {((inputs: Notification_Class_Approved_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Class_Approved_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_class_approved_body(inputs)
	return en_notification_class_approved_body(inputs)
});
