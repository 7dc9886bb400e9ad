/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown>, day: NonNullable<unknown>, start: NonNullable<unknown>, end: NonNullable<unknown>, venue: NonNullable<unknown> }} Error_Schedule_ClashInputs */

const en_error_schedule_clash = /** @type {(inputs: Error_Schedule_ClashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This schedule clashes with your class “${i?.className}” on ${i?.day}, ${i?.start}–${i?.end} (${i?.venue}).`)
};

const bn_error_schedule_clash = /** @type {(inputs: Error_Schedule_ClashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এই সময়সূচি আপনার “${i?.className}” ক্লাসের সাথে একই সময়ে পড়ছে: ${i?.day}, ${i?.start}–${i?.end} (${i?.venue})।`)
};

/**
* | output |
* | --- |
* | "This schedule clashes with your class “{className}” on {day}, {start}–{end} ({venue})." |
*
* @param {Error_Schedule_ClashInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_schedule_clash = /** @type {((inputs: Error_Schedule_ClashInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Schedule_ClashInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_schedule_clash(inputs)
	return en_error_schedule_clash(inputs)
});
