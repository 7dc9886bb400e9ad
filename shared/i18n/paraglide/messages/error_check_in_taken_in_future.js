/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Check_In_Taken_In_FutureInputs */

const en_error_check_in_taken_in_future = /** @type {(inputs: Error_Check_In_Taken_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The check-in's time is in the future: check the phone's clock.`)
};

const bn_error_check_in_taken_in_future = /** @type {(inputs: Error_Check_In_Taken_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেক-ইনের সময়টি ভবিষ্যতের: ফোনের ঘড়িটি দেখুন।`)
};

/**
* | output |
* | --- |
* | "The check-in's time is in the future: check the phone's clock." |
*
* @param {Error_Check_In_Taken_In_FutureInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_check_in_taken_in_future = /** @type {((inputs?: Error_Check_In_Taken_In_FutureInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Check_In_Taken_In_FutureInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_check_in_taken_in_future(inputs)
	return en_error_check_in_taken_in_future(inputs)
});
