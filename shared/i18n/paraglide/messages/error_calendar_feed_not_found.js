/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Calendar_Feed_Not_FoundInputs */

const en_error_calendar_feed_not_found = /** @type {(inputs: Error_Calendar_Feed_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no calendar at this address.`)
};

const bn_error_calendar_feed_not_found = /** @type {(inputs: Error_Calendar_Feed_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ঠিকানায় কোনো ক্যালেন্ডার নেই।`)
};

/**
* | output |
* | --- |
* | "There is no calendar at this address." |
*
* @param {Error_Calendar_Feed_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_calendar_feed_not_found = /** @type {((inputs?: Error_Calendar_Feed_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Calendar_Feed_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_calendar_feed_not_found(inputs)
	return en_error_calendar_feed_not_found(inputs)
});
