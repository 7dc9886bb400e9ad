/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Check_In_Ok_NameInputs */

const en_check_in_ok_name = /** @type {(inputs: Check_In_Ok_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: checked in.`)
};

const bn_check_in_ok_name = /** @type {(inputs: Check_In_Ok_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: চেক-ইন হয়েছে।`)
};

/**
* | output |
* | --- |
* | "{name}: checked in." |
*
* @param {Check_In_Ok_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_ok_name = /** @type {((inputs: Check_In_Ok_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Ok_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_ok_name(inputs)
	return en_check_in_ok_name(inputs)
});
