/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_Read_Refused_TitleInputs */

const en_bell_read_refused_title = /** @type {(inputs: Bell_Read_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not mark as read`)
};

const bn_bell_read_refused_title = /** @type {(inputs: Bell_Read_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পড়া হয়েছে চিহ্নিত করা যায়নি`)
};

/**
* | output |
* | --- |
* | "Could not mark as read" |
*
* @param {Bell_Read_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_read_refused_title = /** @type {((inputs?: Bell_Read_Refused_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Read_Refused_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_read_refused_title(inputs)
	return en_bell_read_refused_title(inputs)
});
