/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_Ranking_IntroInputs */

const en_instructors_ranking_intro = /** @type {(inputs: Instructors_Ranking_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our instructors ranked by the number of students in their classes.`)
};

const bn_instructors_ranking_intro = /** @type {(inputs: Instructors_Ranking_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসে শিক্ষার্থীর সংখ্যা অনুযায়ী আমাদের ইনস্ট্রাক্টরদের র‍্যাংকিং।`)
};

/**
* | output |
* | --- |
* | "Our instructors ranked by the number of students in their classes." |
*
* @param {Instructors_Ranking_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_ranking_intro = /** @type {((inputs?: Instructors_Ranking_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_Ranking_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_ranking_intro(inputs)
	return en_instructors_ranking_intro(inputs)
});
