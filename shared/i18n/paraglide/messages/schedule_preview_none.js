/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Preview_NoneInputs */

const en_schedule_preview_none = /** @type {(inputs: Schedule_Preview_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of the chosen days falls between these dates.`)
};

const bn_schedule_preview_none = /** @type {(inputs: Schedule_Preview_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বেছে নেওয়া কোনো দিন এই তারিখগুলোর মধ্যে পড়ে না।`)
};

/**
* | output |
* | --- |
* | "None of the chosen days falls between these dates." |
*
* @param {Schedule_Preview_NoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_preview_none = /** @type {((inputs?: Schedule_Preview_NoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Preview_NoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_preview_none(inputs)
	return en_schedule_preview_none(inputs)
});
