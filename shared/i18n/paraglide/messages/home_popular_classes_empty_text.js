/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Popular_Classes_Empty_TextInputs */

const en_home_popular_classes_empty_text = /** @type {(inputs: Home_Popular_Classes_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes appear here once students enrol. Browse every class in the meantime.`)
};

const bn_home_popular_classes_empty_text = /** @type {(inputs: Home_Popular_Classes_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থীরা ভর্তি হলে ক্লাসগুলো এখানে দেখা যাবে। ততক্ষণ সব ক্লাস ঘুরে দেখুন।`)
};

/**
* | output |
* | --- |
* | "Classes appear here once students enrol. Browse every class in the meantime." |
*
* @param {Home_Popular_Classes_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_popular_classes_empty_text = /** @type {((inputs?: Home_Popular_Classes_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Popular_Classes_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_popular_classes_empty_text(inputs)
	return en_home_popular_classes_empty_text(inputs)
});
