/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_Popular_Empty_TextInputs */

const en_instructors_popular_empty_text = /** @type {(inputs: Instructors_Popular_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructors appear here once students enrol in their classes. Meet the whole team meanwhile.`)
};

const bn_instructors_popular_empty_text = /** @type {(inputs: Instructors_Popular_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থীরা ক্লাসে ভর্তি হলে ইনস্ট্রাক্টররা এখানে দেখা যাবেন। ততক্ষণ পুরো টিমের সাথে পরিচিত হোন।`)
};

/**
* | output |
* | --- |
* | "Instructors appear here once students enrol in their classes. Meet the whole team meanwhile." |
*
* @param {Instructors_Popular_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_popular_empty_text = /** @type {((inputs?: Instructors_Popular_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_Popular_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_popular_empty_text(inputs)
	return en_instructors_popular_empty_text(inputs)
});
