/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enrollment_Empty_TextInputs */

const en_enrollment_empty_text = /** @type {(inputs: Enrollment_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select the classes you like, then pay for them in one go from My selected Classes.`)
};

const bn_enrollment_empty_text = /** @type {(inputs: Enrollment_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পছন্দের ক্লাসগুলো সিলেক্ট করুন, তারপর “আমার সিলেক্ট করা ক্লাস” থেকে একবারেই পেমেন্ট করুন।`)
};

/**
* | output |
* | --- |
* | "Select the classes you like, then pay for them in one go from My selected Classes." |
*
* @param {Enrollment_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const enrollment_empty_text = /** @type {((inputs?: Enrollment_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enrollment_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_enrollment_empty_text(inputs)
	return en_enrollment_empty_text(inputs)
});
