/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown>, day: NonNullable<unknown>, start: NonNullable<unknown>, end: NonNullable<unknown>, venue: NonNullable<unknown> }} Error_Session_Change_ClashInputs */

const en_error_session_change_clash = /** @type {(inputs: Error_Session_Change_ClashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The new time clashes with the class “${i?.className}” on ${i?.day}, ${i?.start}–${i?.end} (${i?.venue}).`)
};

const bn_error_session_change_clash = /** @type {(inputs: Error_Session_Change_ClashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`নতুন সময়টি “${i?.className}” ক্লাসের সাথে একই সময়ে পড়ছে: ${i?.day}, ${i?.start}–${i?.end} (${i?.venue})।`)
};

/**
* | output |
* | --- |
* | "The new time clashes with the class “{className}” on {day}, {start}–{end} ({venue})." |
*
* @param {Error_Session_Change_ClashInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_session_change_clash = /** @type {((inputs: Error_Session_Change_ClashInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Session_Change_ClashInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_session_change_clash(inputs)
	return en_error_session_change_clash(inputs)
});
