/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_New_DateInputs */

const en_session_change_new_date = /** @type {(inputs: Session_Change_New_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New date`)
};

const bn_session_change_new_date = /** @type {(inputs: Session_Change_New_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন তারিখ`)
};

/**
* | output |
* | --- |
* | "New date" |
*
* @param {Session_Change_New_DateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_new_date = /** @type {((inputs?: Session_Change_New_DateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_New_DateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_new_date(inputs)
	return en_session_change_new_date(inputs)
});
