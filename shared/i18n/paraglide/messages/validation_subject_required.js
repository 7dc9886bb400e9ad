/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Subject_RequiredInputs */

const en_validation_subject_required = /** @type {(inputs: Validation_Subject_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject is required`)
};

const bn_validation_subject_required = /** @type {(inputs: Validation_Subject_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিষয় দিতে হবে`)
};

/**
* | output |
* | --- |
* | "Subject is required" |
*
* @param {Validation_Subject_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_subject_required = /** @type {((inputs?: Validation_Subject_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Subject_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_subject_required(inputs)
	return en_validation_subject_required(inputs)
});
