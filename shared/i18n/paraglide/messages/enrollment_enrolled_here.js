/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enrollment_Enrolled_HereInputs */

const en_enrollment_enrolled_here = /** @type {(inputs: Enrollment_Enrolled_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have paid for this class. Show your pass at the door.`)
};

const bn_enrollment_enrolled_here = /** @type {(inputs: Enrollment_Enrolled_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসের পেমেন্ট হয়ে গেছে। ঢোকার সময় আপনার পাস দেখান।`)
};

/**
* | output |
* | --- |
* | "You have paid for this class. Show your pass at the door." |
*
* @param {Enrollment_Enrolled_HereInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const enrollment_enrolled_here = /** @type {((inputs?: Enrollment_Enrolled_HereInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enrollment_Enrolled_HereInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_enrollment_enrolled_here(inputs)
	return en_enrollment_enrolled_here(inputs)
});
