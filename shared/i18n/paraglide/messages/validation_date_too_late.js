/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Date_Too_LateInputs */

const en_validation_date_too_late = /** @type {(inputs: Validation_Date_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date no later than 30 December 9999.`)
};

const bn_validation_date_too_late = /** @type {(inputs: Validation_Date_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`৩০ ডিসেম্বর ৯৯৯৯ বা তার আগের একটি তারিখ বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose a date no later than 30 December 9999." |
*
* @param {Validation_Date_Too_LateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_date_too_late = /** @type {((inputs?: Validation_Date_Too_LateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Date_Too_LateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_date_too_late(inputs)
	return en_validation_date_too_late(inputs)
});
