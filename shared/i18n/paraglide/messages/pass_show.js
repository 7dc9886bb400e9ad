/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pass_ShowInputs */

const en_pass_show = /** @type {(inputs: Pass_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show pass`)
};

const bn_pass_show = /** @type {(inputs: Pass_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাস দেখুন`)
};

/**
* | output |
* | --- |
* | "Show pass" |
*
* @param {Pass_ShowInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pass_show = /** @type {((inputs?: Pass_ShowInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pass_ShowInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pass_show(inputs)
	return en_pass_show(inputs)
});
