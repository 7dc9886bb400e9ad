/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_HeadingInputs */

const en_instructors_heading = /** @type {(inputs: Instructors_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Here Is Our World best Instructors`)
};

const bn_instructors_heading = /** @type {(inputs: Instructors_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের বিশ্বসেরা ইনস্ট্রাক্টররা`)
};

/**
* | output |
* | --- |
* | "Here Is Our World best Instructors" |
*
* @param {Instructors_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_heading = /** @type {((inputs?: Instructors_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_heading(inputs)
	return en_instructors_heading(inputs)
});
