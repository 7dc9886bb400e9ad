/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_Reason_HintInputs */

const en_session_change_reason_hint = /** @type {(inputs: Session_Change_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Students see it.`)
};

const bn_session_change_reason_hint = /** @type {(inputs: Session_Change_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থীরা এটি দেখবেন।`)
};

/**
* | output |
* | --- |
* | "Students see it." |
*
* @param {Session_Change_Reason_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_reason_hint = /** @type {((inputs?: Session_Change_Reason_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_Reason_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_reason_hint(inputs)
	return en_session_change_reason_hint(inputs)
});
