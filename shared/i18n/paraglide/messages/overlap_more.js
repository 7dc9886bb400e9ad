/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Overlap_MoreInputs */

const en_overlap_more = /** @type {(inputs: Overlap_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`and ${i?.count} more times`)
};

const bn_overlap_more = /** @type {(inputs: Overlap_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আরও ${i?.count} বার`)
};

/**
* | output |
* | --- |
* | "and {count} more times" |
*
* @param {Overlap_MoreInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const overlap_more = /** @type {((inputs: Overlap_MoreInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overlap_MoreInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_overlap_more(inputs)
	return en_overlap_more(inputs)
});
