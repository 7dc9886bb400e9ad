/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_Empty_TitleInputs */

const en_bell_empty_title = /** @type {(inputs: Bell_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No notifications yet`)
};

const bn_bell_empty_title = /** @type {(inputs: Bell_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো নোটিফিকেশন নেই`)
};

/**
* | output |
* | --- |
* | "No notifications yet" |
*
* @param {Bell_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_empty_title = /** @type {((inputs?: Bell_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_empty_title(inputs)
	return en_bell_empty_title(inputs)
});
