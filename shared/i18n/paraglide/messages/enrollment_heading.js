/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enrollment_HeadingInputs */

const en_enrollment_heading = /** @type {(inputs: Enrollment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your paid Classes`)
};

const bn_enrollment_heading = /** @type {(inputs: Enrollment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পেমেন্ট করা ক্লাস`)
};

/**
* | output |
* | --- |
* | "Your paid Classes" |
*
* @param {Enrollment_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const enrollment_heading = /** @type {((inputs?: Enrollment_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enrollment_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_enrollment_heading(inputs)
	return en_enrollment_heading(inputs)
});
