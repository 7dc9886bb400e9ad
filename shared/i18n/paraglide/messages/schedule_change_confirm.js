/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Change_ConfirmInputs */

const en_schedule_change_confirm = /** @type {(inputs: Schedule_Change_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the new schedule`)
};

const bn_schedule_change_confirm = /** @type {(inputs: Schedule_Change_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন সময়সূচি সেভ করুন`)
};

/**
* | output |
* | --- |
* | "Save the new schedule" |
*
* @param {Schedule_Change_ConfirmInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_change_confirm = /** @type {((inputs?: Schedule_Change_ConfirmInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Change_ConfirmInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_change_confirm(inputs)
	return en_schedule_change_confirm(inputs)
});
