/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Own_Selections_OnlyInputs */

const en_error_own_selections_only = /** @type {(inputs: Error_Own_Selections_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only see your own selections.`)
};

const bn_error_own_selections_only = /** @type {(inputs: Error_Own_Selections_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি শুধু নিজের সিলেক্ট করা ক্লাস দেখতে পারেন।`)
};

/**
* | output |
* | --- |
* | "You can only see your own selections." |
*
* @param {Error_Own_Selections_OnlyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_own_selections_only = /** @type {((inputs?: Error_Own_Selections_OnlyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Own_Selections_OnlyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_own_selections_only(inputs)
	return en_error_own_selections_only(inputs)
});
