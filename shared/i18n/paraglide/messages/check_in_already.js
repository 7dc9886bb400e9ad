/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Check_In_AlreadyInputs */

const en_check_in_already = /** @type {(inputs: Check_In_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is already checked in.`)
};

const bn_check_in_already = /** @type {(inputs: Check_In_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} আগেই চেক-ইন করেছেন।`)
};

/**
* | output |
* | --- |
* | "{name} is already checked in." |
*
* @param {Check_In_AlreadyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_already = /** @type {((inputs: Check_In_AlreadyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_AlreadyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_already(inputs)
	return en_check_in_already(inputs)
});
