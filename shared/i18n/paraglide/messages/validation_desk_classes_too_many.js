/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Validation_Desk_Classes_Too_ManyInputs */

const en_validation_desk_classes_too_many = /** @type {(inputs: Validation_Desk_Classes_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose at most ${i?.max} classes for one payment.`)
};

const bn_validation_desk_classes_too_many = /** @type {(inputs: Validation_Desk_Classes_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`একটি পেমেন্টে সর্বোচ্চ ${i?.max}টি ক্লাস বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose at most {max} classes for one payment." |
*
* @param {Validation_Desk_Classes_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_desk_classes_too_many = /** @type {((inputs: Validation_Desk_Classes_Too_ManyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Desk_Classes_Too_ManyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_desk_classes_too_many(inputs)
	return en_validation_desk_classes_too_many(inputs)
});
