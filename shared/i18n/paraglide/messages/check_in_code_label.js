/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Code_LabelInputs */

const en_check_in_code_label = /** @type {(inputs: Check_In_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short code`)
};

const bn_check_in_code_label = /** @type {(inputs: Check_In_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শর্ট কোড`)
};

/**
* | output |
* | --- |
* | "Short code" |
*
* @param {Check_In_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_code_label = /** @type {((inputs?: Check_In_Code_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Code_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_code_label(inputs)
	return en_check_in_code_label(inputs)
});
