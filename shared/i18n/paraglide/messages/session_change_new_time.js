/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_New_TimeInputs */

const en_session_change_new_time = /** @type {(inputs: Session_Change_New_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New start time`)
};

const bn_session_change_new_time = /** @type {(inputs: Session_Change_New_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন শুরুর সময়`)
};

/**
* | output |
* | --- |
* | "New start time" |
*
* @param {Session_Change_New_TimeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_new_time = /** @type {((inputs?: Session_Change_New_TimeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_New_TimeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_new_time(inputs)
	return en_session_change_new_time(inputs)
});
