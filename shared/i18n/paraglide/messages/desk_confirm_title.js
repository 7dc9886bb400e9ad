/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Confirm_TitleInputs */

const en_desk_confirm_title = /** @type {(inputs: Desk_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record this payment?`)
};

const bn_desk_confirm_title = /** @type {(inputs: Desk_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্ট রেকর্ড করবেন?`)
};

/**
* | output |
* | --- |
* | "Record this payment?" |
*
* @param {Desk_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_confirm_title = /** @type {((inputs?: Desk_Confirm_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Confirm_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_confirm_title(inputs)
	return en_desk_confirm_title(inputs)
});
