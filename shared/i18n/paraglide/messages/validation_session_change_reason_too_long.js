/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Validation_Session_Change_Reason_Too_LongInputs */

const en_validation_session_change_reason_too_long = /** @type {(inputs: Validation_Session_Change_Reason_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep the reason to ${i?.max} characters.`)
};

const bn_validation_session_change_reason_too_long = /** @type {(inputs: Validation_Session_Change_Reason_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`কারণটি ${i?.max} অক্ষরের মধ্যে রাখুন।`)
};

/**
* | output |
* | --- |
* | "Keep the reason to {max} characters." |
*
* @param {Validation_Session_Change_Reason_Too_LongInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_session_change_reason_too_long = /** @type {((inputs: Validation_Session_Change_Reason_Too_LongInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Session_Change_Reason_Too_LongInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_session_change_reason_too_long(inputs)
	return en_validation_session_change_reason_too_long(inputs)
});
