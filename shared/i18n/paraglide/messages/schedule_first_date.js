/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_First_DateInputs */

const en_schedule_first_date = /** @type {(inputs: Schedule_First_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First date`)
};

const bn_schedule_first_date = /** @type {(inputs: Schedule_First_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রথম তারিখ`)
};

/**
* | output |
* | --- |
* | "First date" |
*
* @param {Schedule_First_DateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_first_date = /** @type {((inputs?: Schedule_First_DateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_First_DateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_first_date(inputs)
	return en_schedule_first_date(inputs)
});
