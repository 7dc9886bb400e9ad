/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Calendar_Event_MovedInputs */

const en_calendar_event_moved = /** @type {(inputs: Calendar_Event_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moved: ${i?.reason}`)
};

const bn_calendar_event_moved = /** @type {(inputs: Calendar_Event_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সময় বদলেছে: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Moved: {reason}" |
*
* @param {Calendar_Event_MovedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_event_moved = /** @type {((inputs: Calendar_Event_MovedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Event_MovedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_event_moved(inputs)
	return en_calendar_event_moved(inputs)
});
