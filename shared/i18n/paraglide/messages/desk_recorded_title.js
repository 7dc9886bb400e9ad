/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Recorded_TitleInputs */

const en_desk_recorded_title = /** @type {(inputs: Desk_Recorded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment recorded`)
};

const bn_desk_recorded_title = /** @type {(inputs: Desk_Recorded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট রেকর্ড হয়েছে`)
};

/**
* | output |
* | --- |
* | "Payment recorded" |
*
* @param {Desk_Recorded_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_recorded_title = /** @type {((inputs?: Desk_Recorded_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Recorded_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_recorded_title(inputs)
	return en_desk_recorded_title(inputs)
});
