/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Classes_Show_MoreInputs */

const en_classes_show_more = /** @type {(inputs: Classes_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more classes`)
};

const bn_classes_show_more = /** @type {(inputs: Classes_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আরও ক্লাস দেখুন`)
};

/**
* | output |
* | --- |
* | "Show more classes" |
*
* @param {Classes_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_show_more = /** @type {((inputs?: Classes_Show_MoreInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_Show_MoreInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_show_more(inputs)
	return en_classes_show_more(inputs)
});
