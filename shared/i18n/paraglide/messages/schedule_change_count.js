/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ now: NonNullable<unknown>, before: NonNullable<unknown> }} Schedule_Change_CountInputs */

const en_schedule_change_count = /** @type {(inputs: Schedule_Change_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.now} sessions instead of ${i?.before}.`)
};

const bn_schedule_change_count = /** @type {(inputs: Schedule_Change_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.before}টির বদলে ${i?.now}টি সেশন।`)
};

/**
* | output |
* | --- |
* | "{now} sessions instead of {before}." |
*
* @param {Schedule_Change_CountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_change_count = /** @type {((inputs: Schedule_Change_CountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Change_CountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_change_count(inputs)
	return en_schedule_change_count(inputs)
});
