/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minimum: NonNullable<unknown> }} Validation_Too_SmallInputs */

const en_validation_too_small = /** @type {(inputs: Validation_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too small: at least ${i?.minimum}.`)
};

const bn_validation_too_small = /** @type {(inputs: Validation_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`খুব ছোট: কমপক্ষে ${i?.minimum}।`)
};

/**
* | output |
* | --- |
* | "Too small: at least {minimum}." |
*
* @param {Validation_Too_SmallInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_too_small = /** @type {((inputs: Validation_Too_SmallInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Too_SmallInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_too_small(inputs)
	return en_validation_too_small(inputs)
});
