/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Desk_Classes_RequiredInputs */

const en_validation_desk_classes_required = /** @type {(inputs: Validation_Desk_Classes_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one class.`)
};

const bn_validation_desk_classes_required = /** @type {(inputs: Validation_Desk_Classes_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অন্তত একটি ক্লাস বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose at least one class." |
*
* @param {Validation_Desk_Classes_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_desk_classes_required = /** @type {((inputs?: Validation_Desk_Classes_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Desk_Classes_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_desk_classes_required(inputs)
	return en_validation_desk_classes_required(inputs)
});
