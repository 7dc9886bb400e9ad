/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Last_DateInputs */

const en_schedule_last_date = /** @type {(inputs: Schedule_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last date`)
};

const bn_schedule_last_date = /** @type {(inputs: Schedule_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শেষ তারিখ`)
};

/**
* | output |
* | --- |
* | "Last date" |
*
* @param {Schedule_Last_DateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_last_date = /** @type {((inputs?: Schedule_Last_DateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Last_DateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_last_date(inputs)
	return en_schedule_last_date(inputs)
});
