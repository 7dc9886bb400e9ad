/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Already_SelectedInputs */

const en_error_already_selected = /** @type {(inputs: Error_Already_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already selected this class.`)
};

const bn_error_already_selected = /** @type {(inputs: Error_Already_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসটি আপনি আগেই সিলেক্ট করেছেন।`)
};

/**
* | output |
* | --- |
* | "You have already selected this class." |
*
* @param {Error_Already_SelectedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_already_selected = /** @type {((inputs?: Error_Already_SelectedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Already_SelectedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_already_selected(inputs)
	return en_error_already_selected(inputs)
});
