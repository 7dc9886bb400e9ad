/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_LevelInputs */

const en_validation_level = /** @type {(inputs: Validation_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose who the class is for: beginners, intermediate, advanced or all levels.`)
};

const bn_validation_level = /** @type {(inputs: Validation_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসটি কাদের জন্য তা বেছে নিন: নতুনদের জন্য, মাঝারি লেভেল, অ্যাডভান্সড, নাকি সব লেভেল।`)
};

/**
* | output |
* | --- |
* | "Choose who the class is for: beginners, intermediate, advanced or all levels." |
*
* @param {Validation_LevelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_level = /** @type {((inputs?: Validation_LevelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_LevelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_level(inputs)
	return en_validation_level(inputs)
});
