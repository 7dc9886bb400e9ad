/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Change_SavedInputs */

const en_outbox_change_saved = /** @type {(inputs: Outbox_Change_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your offline change was saved`)
};

const bn_outbox_change_saved = /** @type {(inputs: Outbox_Change_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অফলাইনে করা আপনার পরিবর্তন সেভ হয়েছে`)
};

/**
* | output |
* | --- |
* | "Your offline change was saved" |
*
* @param {Outbox_Change_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const outbox_change_saved = /** @type {((inputs?: Outbox_Change_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Change_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_outbox_change_saved(inputs)
	return en_outbox_change_saved(inputs)
});
