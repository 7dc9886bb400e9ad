/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, first: NonNullable<unknown>, last: NonNullable<unknown>, zone: NonNullable<unknown> }} Schedule_Preview_SummaryInputs */

const en_schedule_preview_summary = /** @type {(inputs: Schedule_Preview_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sessions, from ${i?.first} to ${i?.last}, in ${i?.zone}.`)
};

const bn_schedule_preview_summary = /** @type {(inputs: Schedule_Preview_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি সেশন, ${i?.first} থেকে ${i?.last} পর্যন্ত, ${i?.zone} অনুযায়ী।`)
};

/**
* | output |
* | --- |
* | "{count} sessions, from {first} to {last}, in {zone}." |
*
* @param {Schedule_Preview_SummaryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_preview_summary = /** @type {((inputs: Schedule_Preview_SummaryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Preview_SummaryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_preview_summary(inputs)
	return en_schedule_preview_summary(inputs)
});
