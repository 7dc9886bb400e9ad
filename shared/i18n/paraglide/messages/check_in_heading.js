/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Check_In_HeadingInputs */

const en_check_in_heading = /** @type {(inputs: Check_In_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check in: ${i?.className}`)
};

const bn_check_in_heading = /** @type {(inputs: Check_In_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`চেক-ইন: ${i?.className}`)
};

/**
* | output |
* | --- |
* | "Check in: {className}" |
*
* @param {Check_In_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_heading = /** @type {((inputs: Check_In_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_heading(inputs)
	return en_check_in_heading(inputs)
});
