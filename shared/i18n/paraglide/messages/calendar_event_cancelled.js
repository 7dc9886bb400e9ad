/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Calendar_Event_CancelledInputs */

const en_calendar_event_cancelled = /** @type {(inputs: Calendar_Event_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled: ${i?.reason}`)
};

const bn_calendar_event_cancelled = /** @type {(inputs: Calendar_Event_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`বাতিল: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Cancelled: {reason}" |
*
* @param {Calendar_Event_CancelledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_event_cancelled = /** @type {((inputs: Calendar_Event_CancelledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Event_CancelledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_event_cancelled(inputs)
	return en_calendar_event_cancelled(inputs)
});
