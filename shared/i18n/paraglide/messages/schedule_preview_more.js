/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Schedule_Preview_MoreInputs */

const en_schedule_preview_more = /** @type {(inputs: Schedule_Preview_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`and ${i?.count} more`)
};

const bn_schedule_preview_more = /** @type {(inputs: Schedule_Preview_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আরও ${i?.count}টি`)
};

/**
* | output |
* | --- |
* | "and {count} more" |
*
* @param {Schedule_Preview_MoreInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_preview_more = /** @type {((inputs: Schedule_Preview_MoreInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Preview_MoreInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_preview_more(inputs)
	return en_schedule_preview_more(inputs)
});
