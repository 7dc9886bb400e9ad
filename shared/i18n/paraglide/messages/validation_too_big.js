/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ maximum: NonNullable<unknown> }} Validation_Too_BigInputs */

const en_validation_too_big = /** @type {(inputs: Validation_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too big: at most ${i?.maximum}.`)
};

const bn_validation_too_big = /** @type {(inputs: Validation_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`খুব বড়: সর্বোচ্চ ${i?.maximum}।`)
};

/**
* | output |
* | --- |
* | "Too big: at most {maximum}." |
*
* @param {Validation_Too_BigInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_too_big = /** @type {((inputs: Validation_Too_BigInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Too_BigInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_too_big(inputs)
	return en_validation_too_big(inputs)
});
