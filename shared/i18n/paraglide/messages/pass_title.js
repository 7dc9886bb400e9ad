/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Pass_TitleInputs */

const en_pass_title = /** @type {(inputs: Pass_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pass for ${i?.className}`)
};

const bn_pass_title = /** @type {(inputs: Pass_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} ক্লাসের পাস`)
};

/**
* | output |
* | --- |
* | "Pass for {className}" |
*
* @param {Pass_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pass_title = /** @type {((inputs: Pass_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pass_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pass_title(inputs)
	return en_pass_title(inputs)
});
