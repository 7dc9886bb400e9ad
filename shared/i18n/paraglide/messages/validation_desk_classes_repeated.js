/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Desk_Classes_RepeatedInputs */

const en_validation_desk_classes_repeated = /** @type {(inputs: Validation_Desk_Classes_RepeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose each class once.`)
};

const bn_validation_desk_classes_repeated = /** @type {(inputs: Validation_Desk_Classes_RepeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রতিটি ক্লাস একবারই বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose each class once." |
*
* @param {Validation_Desk_Classes_RepeatedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_desk_classes_repeated = /** @type {((inputs?: Validation_Desk_Classes_RepeatedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Desk_Classes_RepeatedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_desk_classes_repeated(inputs)
	return en_validation_desk_classes_repeated(inputs)
});
