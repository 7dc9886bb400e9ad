/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Session_CountInputs */

const en_schedule_session_count = /** @type {(inputs: Schedule_Session_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number of sessions`)
};

const bn_schedule_session_count = /** @type {(inputs: Schedule_Session_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশনের সংখ্যা`)
};

/**
* | output |
* | --- |
* | "Number of sessions" |
*
* @param {Schedule_Session_CountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_session_count = /** @type {((inputs?: Schedule_Session_CountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Session_CountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_session_count(inputs)
	return en_schedule_session_count(inputs)
});
