/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coaches_TitleInputs */

const en_home_coaches_title = /** @type {(inputs: Home_Coaches_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our coaching staff`)
};

const bn_home_coaches_title = /** @type {(inputs: Home_Coaches_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের কোচিং স্টাফ`)
};

/**
* | output |
* | --- |
* | "Our coaching staff" |
*
* @param {Home_Coaches_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_coaches_title = /** @type {((inputs?: Home_Coaches_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coaches_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_coaches_title(inputs)
	return en_home_coaches_title(inputs)
});
