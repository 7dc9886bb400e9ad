/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_RankInputs */

const en_instructors_rank = /** @type {(inputs: Instructors_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rank`)
};

const bn_instructors_rank = /** @type {(inputs: Instructors_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`র‍্যাংক`)
};

/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Instructors_RankInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_rank = /** @type {((inputs?: Instructors_RankInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_RankInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_rank(inputs)
	return en_instructors_rank(inputs)
});
