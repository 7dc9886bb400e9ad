/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, now: NonNullable<unknown>, before: NonNullable<unknown> }} Schedule_Change_FromInputs */

const en_schedule_change_from = /** @type {(inputs: Schedule_Change_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.date} the class meets ${i?.now} instead of ${i?.before}.`)
};

const bn_schedule_change_from = /** @type {(inputs: Schedule_Change_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} থেকে ক্লাসটি ${i?.before}-এর বদলে ${i?.now} হবে।`)
};

/**
* | output |
* | --- |
* | "From {date} the class meets {now} instead of {before}." |
*
* @param {Schedule_Change_FromInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_change_from = /** @type {((inputs: Schedule_Change_FromInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Change_FromInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_change_from(inputs)
	return en_schedule_change_from(inputs)
});
