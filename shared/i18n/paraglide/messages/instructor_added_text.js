/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Instructor_Added_TextInputs */

const en_instructor_added_text = /** @type {(inputs: Instructor_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was added. It is pending until an admin approves it.`)
};

const bn_instructor_added_text = /** @type {(inputs: Instructor_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} যোগ করা হয়েছে। অ্যাডমিন অনুমোদন না দেওয়া পর্যন্ত এটি অপেক্ষমাণ থাকবে।`)
};

/**
* | output |
* | --- |
* | "{name} was added. It is pending until an admin approves it." |
*
* @param {Instructor_Added_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_added_text = /** @type {((inputs: Instructor_Added_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Added_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_added_text(inputs)
	return en_instructor_added_text(inputs)
});
