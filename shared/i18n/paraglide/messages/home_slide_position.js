/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown>, count: NonNullable<unknown> }} Home_Slide_PositionInputs */

const en_home_slide_position = /** @type {(inputs: Home_Slide_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.position} of ${i?.count}`)
};

const bn_home_slide_position = /** @type {(inputs: Home_Slide_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টির মধ্যে ${i?.position} নম্বর`)
};

/**
* | output |
* | --- |
* | "{position} of {count}" |
*
* @param {Home_Slide_PositionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_position = /** @type {((inputs: Home_Slide_PositionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_PositionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_position(inputs)
	return en_home_slide_position(inputs)
});
