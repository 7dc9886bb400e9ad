/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_Empty_TextInputs */

const en_instructors_empty_text = /** @type {(inputs: Instructors_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our coaches are being added. Have a look at the classes in the meantime.`)
};

const bn_instructors_empty_text = /** @type {(inputs: Instructors_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের কোচদের তথ্য যোগ করা হচ্ছে। ততক্ষণ ক্লাসগুলো দেখে নিন।`)
};

/**
* | output |
* | --- |
* | "Our coaches are being added. Have a look at the classes in the meantime." |
*
* @param {Instructors_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_empty_text = /** @type {((inputs?: Instructors_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_empty_text(inputs)
	return en_instructors_empty_text(inputs)
});
