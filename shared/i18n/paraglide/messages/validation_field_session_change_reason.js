/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_Session_Change_ReasonInputs */

const en_validation_field_session_change_reason = /** @type {(inputs: Validation_Field_Session_Change_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const bn_validation_field_session_change_reason = /** @type {(inputs: Validation_Field_Session_Change_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কারণ`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Validation_Field_Session_Change_ReasonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_session_change_reason = /** @type {((inputs?: Validation_Field_Session_Change_ReasonInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_Session_Change_ReasonInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_session_change_reason(inputs)
	return en_validation_field_session_change_reason(inputs)
});
