/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Classes_HeadingInputs */

const en_desk_classes_heading = /** @type {(inputs: Desk_Classes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes`)
};

const bn_desk_classes_heading = /** @type {(inputs: Desk_Classes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস`)
};

/**
* | output |
* | --- |
* | "Classes" |
*
* @param {Desk_Classes_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_classes_heading = /** @type {((inputs?: Desk_Classes_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Classes_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_classes_heading(inputs)
	return en_desk_classes_heading(inputs)
});
