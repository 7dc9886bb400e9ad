/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, other: NonNullable<unknown>, how: NonNullable<unknown> }} Overlap_TextInputs */

const en_overlap_text = /** @type {(inputs: Overlap_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” meets at the same time as “${i?.other}”, which you have already ${i?.how}:`)
};

const bn_overlap_text = /** @type {(inputs: Overlap_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” ক্লাসটি “${i?.other}” ক্লাসের সাথে একই সময়ে হয়, যা আপনি আগেই ${i?.how}:`)
};

/**
* | output |
* | --- |
* | "“{name}” meets at the same time as “{other}”, which you have already {how}:" |
*
* @param {Overlap_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const overlap_text = /** @type {((inputs: Overlap_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overlap_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_overlap_text(inputs)
	return en_overlap_text(inputs)
});
