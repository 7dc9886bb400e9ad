/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Students_OnlyInputs */

const en_error_students_only = /** @type {(inputs: Error_Students_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only students may do that.`)
};

const bn_error_students_only = /** @type {(inputs: Error_Students_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শুধু শিক্ষার্থীরা এটি করতে পারেন।`)
};

/**
* | output |
* | --- |
* | "Only students may do that." |
*
* @param {Error_Students_OnlyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_students_only = /** @type {((inputs?: Error_Students_OnlyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Students_OnlyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_students_only(inputs)
	return en_error_students_only(inputs)
});
