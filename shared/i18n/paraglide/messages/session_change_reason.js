/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_ReasonInputs */

const en_session_change_reason = /** @type {(inputs: Session_Change_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const bn_session_change_reason = /** @type {(inputs: Session_Change_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কারণ`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Session_Change_ReasonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_reason = /** @type {((inputs?: Session_Change_ReasonInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_ReasonInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_reason(inputs)
	return en_session_change_reason(inputs)
});
