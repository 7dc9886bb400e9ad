/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enrollment_Empty_TitleInputs */

const en_enrollment_empty_title = /** @type {(inputs: Enrollment_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not enrolled in any class yet`)
};

const bn_enrollment_empty_title = /** @type {(inputs: Enrollment_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি এখনো কোনো ক্লাসে ভর্তি হননি`)
};

/**
* | output |
* | --- |
* | "You are not enrolled in any class yet" |
*
* @param {Enrollment_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const enrollment_empty_title = /** @type {((inputs?: Enrollment_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enrollment_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_enrollment_empty_title(inputs)
	return en_enrollment_empty_title(inputs)
});
