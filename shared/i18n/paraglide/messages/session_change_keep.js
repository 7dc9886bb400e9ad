/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_KeepInputs */

const en_session_change_keep = /** @type {(inputs: Session_Change_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

const bn_session_change_keep = /** @type {(inputs: Session_Change_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রেখে দিন`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Session_Change_KeepInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_keep = /** @type {((inputs?: Session_Change_KeepInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_KeepInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_keep(inputs)
	return en_session_change_keep(inputs)
});
