/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Instructors_PortraitInputs */

const en_instructors_portrait = /** @type {(inputs: Instructors_PortraitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Portrait of ${i?.name}`)
};

const bn_instructors_portrait = /** @type {(inputs: Instructors_PortraitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-এর ছবি`)
};

/**
* | output |
* | --- |
* | "Portrait of {name}" |
*
* @param {Instructors_PortraitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_portrait = /** @type {((inputs: Instructors_PortraitInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_PortraitInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_portrait(inputs)
	return en_instructors_portrait(inputs)
});
