/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Select_For_Yourself_OnlyInputs */

const en_error_select_for_yourself_only = /** @type {(inputs: Error_Select_For_Yourself_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only select classes for yourself.`)
};

const bn_error_select_for_yourself_only = /** @type {(inputs: Error_Select_For_Yourself_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি শুধু নিজের জন্য ক্লাস সিলেক্ট করতে পারেন।`)
};

/**
* | output |
* | --- |
* | "You can only select classes for yourself." |
*
* @param {Error_Select_For_Yourself_OnlyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_select_for_yourself_only = /** @type {((inputs?: Error_Select_For_Yourself_OnlyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Select_For_Yourself_OnlyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_select_for_yourself_only(inputs)
	return en_error_select_for_yourself_only(inputs)
});
