/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Method_HeadingInputs */

const en_desk_method_heading = /** @type {(inputs: Desk_Method_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid by`)
};

const bn_desk_method_heading = /** @type {(inputs: Desk_Method_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যেভাবে পরিশোধ`)
};

/**
* | output |
* | --- |
* | "Paid by" |
*
* @param {Desk_Method_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_method_heading = /** @type {((inputs?: Desk_Method_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Method_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_method_heading(inputs)
	return en_desk_method_heading(inputs)
});
