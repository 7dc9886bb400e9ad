/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Desk_Reference_RequiredInputs */

const en_validation_desk_reference_required = /** @type {(inputs: Validation_Desk_Reference_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the bank transfer's reference.`)
};

const bn_validation_desk_reference_required = /** @type {(inputs: Validation_Desk_Reference_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ব্যাংক ট্রান্সফারের রেফারেন্স লিখুন।`)
};

/**
* | output |
* | --- |
* | "Enter the bank transfer's reference." |
*
* @param {Validation_Desk_Reference_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_desk_reference_required = /** @type {((inputs?: Validation_Desk_Reference_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Desk_Reference_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_desk_reference_required(inputs)
	return en_validation_desk_reference_required(inputs)
});
