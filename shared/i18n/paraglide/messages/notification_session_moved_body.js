/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown>, fromDate: NonNullable<unknown>, fromTime: NonNullable<unknown>, date: NonNullable<unknown>, time: NonNullable<unknown>, reason: NonNullable<unknown> }} Notification_Session_Moved_BodyInputs */

const en_notification_session_moved_body = /** @type {(inputs: Notification_Session_Moved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} moved from ${i?.fromDate}, ${i?.fromTime} to ${i?.date}, ${i?.time}. Reason: ${i?.reason}`)
};

const bn_notification_session_moved_body = /** @type {(inputs: Notification_Session_Moved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} সেশনটি ${i?.fromDate}, ${i?.fromTime} থেকে সরে ${i?.date}, ${i?.time} এ হবে। কারণ: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "{className} moved from {fromDate}, {fromTime} to {date}, {time}. Reason: {reason}" |
*
* @param {Notification_Session_Moved_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_session_moved_body = /** @type {((inputs: Notification_Session_Moved_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Session_Moved_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_session_moved_body(inputs)
	return en_notification_session_moved_body(inputs)
});
