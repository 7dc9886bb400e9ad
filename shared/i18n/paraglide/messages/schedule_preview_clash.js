/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown>, session: NonNullable<unknown> }} Schedule_Preview_ClashInputs */

const en_schedule_preview_clash = /** @type {(inputs: Schedule_Preview_ClashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clashes with your class “${i?.className}”: ${i?.session}.`)
};

const bn_schedule_preview_clash = /** @type {(inputs: Schedule_Preview_ClashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আপনার “${i?.className}” ক্লাসের সাথে একই সময়ে পড়ছে: ${i?.session}।`)
};

/**
* | output |
* | --- |
* | "Clashes with your class “{className}”: {session}." |
*
* @param {Schedule_Preview_ClashInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_preview_clash = /** @type {((inputs: Schedule_Preview_ClashInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Preview_ClashInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_preview_clash(inputs)
	return en_schedule_preview_clash(inputs)
});
