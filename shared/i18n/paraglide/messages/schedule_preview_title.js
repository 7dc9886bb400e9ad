/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Preview_TitleInputs */

const en_schedule_preview_title = /** @type {(inputs: Schedule_Preview_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dates`)
};

const bn_schedule_preview_title = /** @type {(inputs: Schedule_Preview_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তারিখগুলো`)
};

/**
* | output |
* | --- |
* | "The dates" |
*
* @param {Schedule_Preview_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_preview_title = /** @type {((inputs?: Schedule_Preview_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Preview_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_preview_title(inputs)
	return en_schedule_preview_title(inputs)
});
