/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown>, date: NonNullable<unknown>, time: NonNullable<unknown>, reason: NonNullable<unknown> }} Notification_Session_Cancelled_BodyInputs */

const en_notification_session_cancelled_body = /** @type {(inputs: Notification_Session_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} on ${i?.date}, ${i?.time} is cancelled. Reason: ${i?.reason}`)
};

const bn_notification_session_cancelled_body = /** @type {(inputs: Notification_Session_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.time} এর ${i?.className} সেশনটি বাতিল হয়েছে। কারণ: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "{className} on {date}, {time} is cancelled. Reason: {reason}" |
*
* @param {Notification_Session_Cancelled_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_session_cancelled_body = /** @type {((inputs: Notification_Session_Cancelled_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Session_Cancelled_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_session_cancelled_body(inputs)
	return en_notification_session_cancelled_body(inputs)
});
