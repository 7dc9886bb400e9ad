/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Press_KitInputs */

const en_footer_press_kit = /** @type {(inputs: Footer_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press kit`)
};

const bn_footer_press_kit = /** @type {(inputs: Footer_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রেস কিট`)
};

/**
* | output |
* | --- |
* | "Press kit" |
*
* @param {Footer_Press_KitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_press_kit = /** @type {((inputs?: Footer_Press_KitInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Press_KitInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_press_kit(inputs)
	return en_footer_press_kit(inputs)
});
