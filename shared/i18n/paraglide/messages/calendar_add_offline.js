/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Add_OfflineInputs */

const en_calendar_add_offline = /** @type {(inputs: Calendar_Add_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding to a calendar needs an internet connection.`)
};

const bn_calendar_add_offline = /** @type {(inputs: Calendar_Add_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যালেন্ডারে যোগ করতে ইন্টারনেট সংযোগ লাগবে।`)
};

/**
* | output |
* | --- |
* | "Adding to a calendar needs an internet connection." |
*
* @param {Calendar_Add_OfflineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_add_offline = /** @type {((inputs?: Calendar_Add_OfflineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Add_OfflineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_add_offline(inputs)
	return en_calendar_add_offline(inputs)
});
