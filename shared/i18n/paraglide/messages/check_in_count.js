/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ checked: NonNullable<unknown>, total: NonNullable<unknown> }} Check_In_CountInputs */

const en_check_in_count = /** @type {(inputs: Check_In_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.checked} of ${i?.total} checked in`)
};

const bn_check_in_count = /** @type {(inputs: Check_In_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} জনের মধ্যে ${i?.checked} জন চেক-ইন করেছেন`)
};

/**
* | output |
* | --- |
* | "{checked} of {total} checked in" |
*
* @param {Check_In_CountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_count = /** @type {((inputs: Check_In_CountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_CountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_count(inputs)
	return en_check_in_count(inputs)
});
