/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Session_Change_Reason_RequiredInputs */

const en_validation_session_change_reason_required = /** @type {(inputs: Validation_Session_Change_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a reason: students see it.`)
};

const bn_validation_session_change_reason_required = /** @type {(inputs: Validation_Session_Change_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একটি কারণ লিখুন: শিক্ষার্থীরা এটি দেখবেন।`)
};

/**
* | output |
* | --- |
* | "Give a reason: students see it." |
*
* @param {Validation_Session_Change_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_session_change_reason_required = /** @type {((inputs?: Validation_Session_Change_Reason_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Session_Change_Reason_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_session_change_reason_required(inputs)
	return en_validation_session_change_reason_required(inputs)
});
