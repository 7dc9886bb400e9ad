/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Classes_Empty_TitleInputs */

const en_classes_empty_title = /** @type {(inputs: Classes_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No classes yet`)
};

const bn_classes_empty_title = /** @type {(inputs: Classes_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো ক্লাস নেই`)
};

/**
* | output |
* | --- |
* | "No classes yet" |
*
* @param {Classes_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_empty_title = /** @type {((inputs?: Classes_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_empty_title(inputs)
	return en_classes_empty_title(inputs)
});
