/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Feed_NameInputs */

const en_calendar_feed_name = /** @type {(inputs: Calendar_Feed_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sports Academy: my classes`)
};

const bn_calendar_feed_name = /** @type {(inputs: Calendar_Feed_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্পোর্টস একাডেমি: আমার ক্লাস`)
};

/**
* | output |
* | --- |
* | "Sports Academy: my classes" |
*
* @param {Calendar_Feed_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_name = /** @type {((inputs?: Calendar_Feed_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Feed_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_feed_name(inputs)
	return en_calendar_feed_name(inputs)
});
