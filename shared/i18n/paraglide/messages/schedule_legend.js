/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_LegendInputs */

const en_schedule_legend = /** @type {(inputs: Schedule_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

const bn_schedule_legend = /** @type {(inputs: Schedule_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সময়সূচি`)
};

/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Schedule_LegendInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_legend = /** @type {((inputs?: Schedule_LegendInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_LegendInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_legend(inputs)
	return en_schedule_legend(inputs)
});
