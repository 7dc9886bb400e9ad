/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Validation_Description_Too_LongInputs */

const en_validation_description_too_long = /** @type {(inputs: Validation_Description_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The description can be at most ${i?.max} characters.`)
};

const bn_validation_description_too_long = /** @type {(inputs: Validation_Description_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`বিবরণ সর্বোচ্চ ${i?.max} অক্ষরের হতে পারে।`)
};

/**
* | output |
* | --- |
* | "The description can be at most {max} characters." |
*
* @param {Validation_Description_Too_LongInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_description_too_long = /** @type {((inputs: Validation_Description_Too_LongInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Description_Too_LongInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_description_too_long(inputs)
	return en_validation_description_too_long(inputs)
});
