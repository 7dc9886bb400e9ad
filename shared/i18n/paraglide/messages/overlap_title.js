/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overlap_TitleInputs */

const en_overlap_title = /** @type {(inputs: Overlap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This class overlaps one of yours`)
};

const bn_overlap_title = /** @type {(inputs: Overlap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসটি আপনার একটি ক্লাসের সাথে একই সময়ে পড়ছে`)
};

/**
* | output |
* | --- |
* | "This class overlaps one of yours" |
*
* @param {Overlap_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const overlap_title = /** @type {((inputs?: Overlap_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overlap_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_overlap_title(inputs)
	return en_overlap_title(inputs)
});
