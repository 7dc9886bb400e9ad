/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Change_TitleInputs */

const en_schedule_change_title = /** @type {(inputs: Schedule_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What changes for your students`)
};

const bn_schedule_change_title = /** @type {(inputs: Schedule_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার শিক্ষার্থীদের জন্য কী বদলাচ্ছে`)
};

/**
* | output |
* | --- |
* | "What changes for your students" |
*
* @param {Schedule_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_change_title = /** @type {((inputs?: Schedule_Change_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Change_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_change_title(inputs)
	return en_schedule_change_title(inputs)
});
