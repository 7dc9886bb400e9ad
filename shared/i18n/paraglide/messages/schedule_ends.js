/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_EndsInputs */

const en_schedule_ends = /** @type {(inputs: Schedule_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends`)
};

const bn_schedule_ends = /** @type {(inputs: Schedule_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শেষ হবে`)
};

/**
* | output |
* | --- |
* | "Ends" |
*
* @param {Schedule_EndsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_ends = /** @type {((inputs?: Schedule_EndsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_EndsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_ends(inputs)
	return en_schedule_ends(inputs)
});
