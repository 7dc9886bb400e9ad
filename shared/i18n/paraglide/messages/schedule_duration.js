/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_DurationInputs */

const en_schedule_duration = /** @type {(inputs: Schedule_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length (minutes)`)
};

const bn_schedule_duration = /** @type {(inputs: Schedule_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সময়কাল (মিনিট)`)
};

/**
* | output |
* | --- |
* | "Length (minutes)" |
*
* @param {Schedule_DurationInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_duration = /** @type {((inputs?: Schedule_DurationInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_DurationInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_duration(inputs)
	return en_schedule_duration(inputs)
});
