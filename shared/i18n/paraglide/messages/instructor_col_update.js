/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Col_UpdateInputs */

const en_instructor_col_update = /** @type {(inputs: Instructor_Col_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update`)
};

const bn_instructor_col_update = /** @type {(inputs: Instructor_Col_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপডেট`)
};

/**
* | output |
* | --- |
* | "Update" |
*
* @param {Instructor_Col_UpdateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_col_update = /** @type {((inputs?: Instructor_Col_UpdateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Col_UpdateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_col_update(inputs)
	return en_instructor_col_update(inputs)
});
