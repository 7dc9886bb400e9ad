/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_See_RankingInputs */

const en_instructors_see_ranking = /** @type {(inputs: Instructors_See_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the full ranking`)
};

const bn_instructors_see_ranking = /** @type {(inputs: Instructors_See_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুরো র‍্যাংকিং দেখুন`)
};

/**
* | output |
* | --- |
* | "See the full ranking" |
*
* @param {Instructors_See_RankingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_see_ranking = /** @type {((inputs?: Instructors_See_RankingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_See_RankingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_see_ranking(inputs)
	return en_instructors_see_ranking(inputs)
});
