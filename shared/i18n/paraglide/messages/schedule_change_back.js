/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Change_BackInputs */

const en_schedule_change_back = /** @type {(inputs: Schedule_Change_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go back`)
};

const bn_schedule_change_back = /** @type {(inputs: Schedule_Change_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিরে যান`)
};

/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Schedule_Change_BackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_change_back = /** @type {((inputs?: Schedule_Change_BackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Change_BackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_change_back(inputs)
	return en_schedule_change_back(inputs)
});
