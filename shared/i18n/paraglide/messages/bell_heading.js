/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_HeadingInputs */

const en_bell_heading = /** @type {(inputs: Bell_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const bn_bell_heading = /** @type {(inputs: Bell_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নোটিফিকেশন`)
};

/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Bell_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_heading = /** @type {((inputs?: Bell_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_heading(inputs)
	return en_bell_heading(inputs)
});
