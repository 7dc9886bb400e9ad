/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Pass_TodayInputs */

const en_pass_today = /** @type {(inputs: Pass_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today, ${i?.time}`)
};

const bn_pass_today = /** @type {(inputs: Pass_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আজ, ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Today, {time}" |
*
* @param {Pass_TodayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pass_today = /** @type {((inputs: Pass_TodayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pass_TodayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pass_today(inputs)
	return en_pass_today(inputs)
});
