/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Body_Too_LargeInputs */

const en_error_body_too_large = /** @type {(inputs: Error_Body_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is too large.`)
};

const bn_error_body_too_large = /** @type {(inputs: Error_Body_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিকোয়েস্টটি অনেক বড়।`)
};

/**
* | output |
* | --- |
* | "The request body is too large." |
*
* @param {Error_Body_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_body_too_large = /** @type {((inputs?: Error_Body_Too_LargeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Body_Too_LargeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_body_too_large(inputs)
	return en_error_body_too_large(inputs)
});
